import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Brand, CatalogFilters, Category } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { toggledName } from '../catalog-filters';
import { FilterOptionList } from './filter-option-list';
import { PriceRangeFilter } from './price-range-filter';

interface FilterSidebarProps {
  filters: CatalogFilters;
  categories: Category[];
  brands: Brand[];
  onChange: (changes: Partial<CatalogFilters>) => void;
}

/** One accordion section (WAI-ARIA accordion pattern): a heading button that shows or hides its panel. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <div className="border-b border-neutral-200 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full cursor-pointer items-center justify-between rounded-md py-3 text-left text-sm font-semibold text-neutral-900 hover:text-primary-800"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 text-neutral-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="pb-4">
        {children}
      </div>
    </div>
  );
}

/** Category, Brands and Price Range in an accordion, all open at first (spec section 2). */
export function FilterSidebar({ filters, categories, brands, onChange }: FilterSidebarProps) {
  return (
    <div className="px-4">
      <Section title="Category">
        <FilterOptionList
          legend="Category"
          iconKind="lucide"
          options={categories}
          selected={filters.category}
          emptyText="No category available"
          onToggle={(name) => onChange({ category: toggledName(filters.category, name).toLowerCase() })}
        />
      </Section>
      <Section title="Brands">
        <FilterOptionList
          legend="Brands"
          iconKind="image"
          options={brands}
          selected={filters.brand}
          emptyText="No brands available"
          onToggle={(name) => onChange({ brand: toggledName(filters.brand, name) })}
        />
      </Section>
      <Section title="Price Range">
        <PriceRangeFilter
          key={`${filters.minPrice}-${filters.maxPrice}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={onChange}
        />
      </Section>
    </div>
  );
}
