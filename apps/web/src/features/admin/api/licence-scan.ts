import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * A retailer's licence scan, fetched with the token (it is private: no plain link can open it). Keyed by the
 * licence's version, so a new scan is fetched afresh.
 */
export const licenceScanQueryOptions = (retailerId: number, version: number, path: string) =>
  queryOptions({
    queryKey: adminQueryKeys.licenceScan(retailerId, version),
    queryFn: ({ signal }) => apiClient.getBlob(path, { authenticated: true, signal }),
    staleTime: Infinity,
  });

export const useLicenceScan = (retailerId: number, version: number, path: string) =>
  useQuery(licenceScanQueryOptions(retailerId, version, path));
