import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PublicWholesalerProfileResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { wholesalerQueryKeys } from '../../../lib/query-keys';

export const getWholesalerProfile = (wholesalerId: number, signal?: AbortSignal) =>
  apiClient.get<PublicWholesalerProfileResponse>(apiPaths.wholesalerProfile(wholesalerId), { signal });

export const wholesalerProfileQueryOptions = (wholesalerId: number) =>
  queryOptions({
    queryKey: wholesalerQueryKeys.profile(wholesalerId),
    queryFn: ({ signal }) => getWholesalerProfile(wholesalerId, signal),
  });

export const useWholesalerProfile = (wholesalerId: number, enabled: boolean) =>
  useQuery({ ...wholesalerProfileQueryOptions(wholesalerId), enabled });

/** The server's own words when it gave any (spec section 8), else "An error occurred". */
export function profileErrorText(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.code !== 'http_error') return error.message;
  return 'An error occurred';
}
