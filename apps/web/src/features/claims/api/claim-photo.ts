import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimsQueryKeys } from './claims-query-keys';

/** A claim's photo, fetched with the token: only the order's parties and administrators may see it. */
export const claimPhotoQueryOptions = (path: string) =>
  queryOptions({
    queryKey: claimsQueryKeys.photo(path),
    queryFn: ({ signal }) => apiClient.getBlob(path, { authenticated: true, signal }),
    staleTime: Infinity,
  });

export const useClaimPhoto = (path: string) => useQuery(claimPhotoQueryOptions(path));
