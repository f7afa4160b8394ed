import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { productListQueryOf } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { sameName } from '../catalog-filters';
import { ActiveFilters } from '../components/active-filters';
import { CatalogPagination } from '../components/catalog-pagination';
import { FilterSidebar } from '../components/filter-sidebar';
import { ListingSearchForm } from '../components/listing-search-form';
import { ProductResults } from '../components/product-results';
import { SortSelect } from '../components/sort-select';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { resultSummary } from '../result-summary';

/** /products and /search: one listing whose every filter lives in the URL (spec section 2). */
export function ProductsPage() {
  const { filters, setFilters } = useCatalogFilters();
  const products = useProducts(productListQueryOf(filters));
  const lookups = useCategories();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const data = products.data;
  const categories = data?.categories ?? lookups.data?.categories ?? [];
  const brands = data?.brands ?? lookups.data?.brands ?? [];
  const categoryName = categories.find((item) => sameName(item.name, filters.category))?.name ?? filters.category;
  const brandName = brands.find((item) => sameName(item.name, filters.brand))?.name ?? filters.brand;
  const title = filters.q ? `Results for “${filters.q}”` : filters.category ? categoryName : 'Products';

  return (
    <div>
      <title>{`${title} · Wholesale Marketplace`}</title>
      <PageHeading
        title={title}
        description={
          <span aria-live="polite">
            {data
              ? resultSummary(data.count, data.page, data.page_size)
              : 'Browse the catalogue of verified wholesalers.'}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="lg:sticky lg:top-24 lg:self-start">
          <Button
            variant="outline"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? 'Hide filters' : 'Show filters'}
          </Button>
          <div
            id="listing-filters"
            className={`${filtersOpen ? 'mt-3 block' : 'hidden'} rounded-xl border border-neutral-200 bg-white shadow-card lg:mt-0 lg:block`}
          >
            <h2 className="px-4 pt-4 text-base font-semibold text-neutral-900">Filters</h2>
            <FilterSidebar filters={filters} categories={categories} brands={brands} onChange={setFilters} />
          </div>
        </aside>
        <section aria-label="Products" className="grid content-start gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <ListingSearchForm key={filters.q} query={filters.q} onSearch={(q) => setFilters({ q })} />
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ sort })} />
          </div>
          <ActiveFilters filters={filters} categoryName={categoryName} brandName={brandName} onChange={setFilters} />
          <ProductResults
            products={data?.products}
            isLoading={products.isPending}
            isError={products.isError}
            isRefreshing={products.isPlaceholderData}
            onRetry={() => void products.refetch()}
            onClearFilters={() => setFilters({ q: '', category: '', brand: '', minPrice: '', maxPrice: '' })}
          />
          {data && <CatalogPagination page={filters.page} totalPages={data.total_pages} />}
        </section>
      </div>
    </div>
  );
}
