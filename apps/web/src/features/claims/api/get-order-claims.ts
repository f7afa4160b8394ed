import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type ClaimsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { claimsQueryKeys } from './claims-query-keys';
import { claimRefundPollInterval } from './refund-polling';

export const getOrderClaims = (orderId: number, signal?: AbortSignal) =>
  apiClient.get<ClaimsResponse>(apiPaths.orderClaims(orderId), { authenticated: true, signal });

export const orderClaimsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: claimsQueryKeys.order(orderId),
    queryFn: ({ signal }) => getOrderClaims(orderId, signal),
    refetchInterval: (query) => claimRefundPollInterval(query.state.data),
  });

/** The claims of one order, for its retailer, its seller and administrators. */
export const useOrderClaims = (orderId: number) => useQuery(orderClaimsQueryOptions(orderId));
