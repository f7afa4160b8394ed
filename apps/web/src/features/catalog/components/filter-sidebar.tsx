import type { ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { Brand, Category } from '@marketplace/contract';
import { toggledName, type CatalogFilters } from '../catalog-filters';
import { FilterOptionList } from './filter-option-list';
import { PriceRangeFilter } from './price-range-filter';

interface FilterSidebarProps {
  filters: CatalogFilters;
  categories: Category[];
  brands: Brand[];
  onChange: (changes: Partial<CatalogFilters>) => void;
}

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="border-b border-neutral-200 last:border-b-0">
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between rounded-md py-3 text-left text-sm font-semibold text-neutral-900 hover:text-primary-800">
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-4 text-neutral-500 transition-transform group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content className="pb-4">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

/** Category, Brands and Price Range in an accordion, all open at first (spec section 2). */
export function FilterSidebar({ filters, categories, brands, onChange }: FilterSidebarProps) {
  return (
    <Accordion.Root type="multiple" defaultValue={['category', 'brands', 'price']} className="px-4">
      <Section value="category" title="Category">
        <FilterOptionList
          legend="Category"
          iconKind="lucide"
          options={categories}
          selected={filters.category}
          emptyText="No category available"
          onToggle={(name) => onChange({ category: toggledName(filters.category, name).toLowerCase() })}
        />
      </Section>
      <Section value="brands" title="Brands">
        <FilterOptionList
          legend="Brands"
          iconKind="image"
          options={brands}
          selected={filters.brand}
          emptyText="No brands available"
          onToggle={(name) => onChange({ brand: toggledName(filters.brand, name) })}
        />
      </Section>
      <Section value="price" title="Price Range">
        <PriceRangeFilter
          key={`${filters.minPrice}-${filters.maxPrice}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={onChange}
        />
      </Section>
    </Accordion.Root>
  );
}
