import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Brand, type CategoriesResponse, type Category } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { readCached, storageKeys, writeCached } from '../../../lib/storage';
import { catalogQueryKeys } from './catalog-query-keys';

/** Categories and brands change rarely: kept in local storage for an hour (DECISIONS: not forever). */
export const CATEGORIES_CACHE_MAX_AGE_MS = 60 * 60_000;

export async function getCategories(): Promise<CategoriesResponse> {
  const categories = readCached<Category[]>(storageKeys.categories, CATEGORIES_CACHE_MAX_AGE_MS);
  const brands = readCached<Brand[]>(storageKeys.brands, CATEGORIES_CACHE_MAX_AGE_MS);
  if (categories && brands) return { categories, brands };
  try {
    const response = await apiClient.get<CategoriesResponse>(apiPaths.categories);
    writeCached(storageKeys.categories, response.categories);
    writeCached(storageKeys.brands, response.brands);
    return response;
  } catch (error) {
    // Only logged (spec section 8): the menu keeps showing Loading...
    console.error('Error fetching categories:', error);
    throw error;
  }
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogQueryKeys.categories(),
    queryFn: getCategories,
    staleTime: CATEGORIES_CACHE_MAX_AGE_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
