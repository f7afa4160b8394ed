import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type RetailerOrdersResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKeys } from './orders-query-keys';

export const getRetailerOrders = (signal?: AbortSignal) =>
  apiClient.get<RetailerOrdersResponse>(apiPaths.retailerOrders, { authenticated: true, signal });

// Statuses change on the wholesaler's side and a checkout adds orders: always ask again when the page opens.
export const retailerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ordersQueryKeys.retailerList(),
    queryFn: ({ signal }) => getRetailerOrders(signal),
    staleTime: 0,
  });

export const useRetailerOrders = () => useQuery(retailerOrdersQueryOptions());
