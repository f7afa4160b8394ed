import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiPaths, withQuery, type QueryValue } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { homeDataQueryKey, productQueryKeys, wholesalerQueryKeys } from '../../../lib/query-keys';

interface RatingView {
  key: QueryKey;
  path: string;
}

/** Cached catalogue answers that show ratings, each with the address it was read from. */
function ratingViews(queryClient: QueryClient, productId: number): RatingView[] {
  const views: RatingView[] = [{ key: productQueryKeys.detail(productId), path: apiPaths.product(productId) }];
  if (queryClient.getQueryData(homeDataQueryKey)) views.push({ key: homeDataQueryKey, path: apiPaths.homeData });
  for (const [key] of queryClient.getQueriesData({ queryKey: [...productQueryKeys.all, 'list'] })) {
    const query = key[2] as Record<string, QueryValue> | undefined;
    views.push({ key, path: withQuery(apiPaths.products, query) });
  }
  for (const [key] of queryClient.getQueriesData({ queryKey: [...wholesalerQueryKeys.all, 'profile'] })) {
    views.push({ key, path: apiPaths.wholesalerProfile(key[2] as number) });
  }
  return views;
}

/**
 * Reads every view of a product's rating again once a review is saved. Public catalogue answers may be
 * kept by the browser for up to five minutes, so they are asked for with `no-cache` (the browser's copy is
 * revalidated and replaced); a view that cannot be read now is marked stale instead.
 */
export async function refreshRatings(queryClient: QueryClient, productId: number): Promise<void> {
  await Promise.all(
    ratingViews(queryClient, productId).map(async ({ key, path }) => {
      try {
        queryClient.setQueryData(key, await apiClient.get<unknown>(path, { cache: 'no-cache' }));
      } catch {
        await queryClient.invalidateQueries({ queryKey: key });
      }
    }),
  );
}
