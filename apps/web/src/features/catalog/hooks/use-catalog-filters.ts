import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, searchParamsFromFilters, type CatalogFilters } from '@marketplace/contract';
import { changeFilters } from '../catalog-filters';

/** The listing's filters, read from and written to the URL (q, category, brand, min_price, max_price, sort, page). */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const setFilters = useCallback(
    (changes: Partial<CatalogFilters>) =>
      setSearchParams((current) => searchParamsFromFilters(changeFilters(filtersFromSearchParams(current), changes))),
    [setSearchParams],
  );
  return { filters, setFilters };
}
