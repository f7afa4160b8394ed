import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type OrderDetailsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { refundPollInterval } from '../refund-polling';
import { ordersQueryKeys } from './orders-query-keys';

export const getOrderDetails = (orderId: number, signal?: AbortSignal) =>
  apiClient.get<OrderDetailsResponse>(apiPaths.orderDetails(orderId), { authenticated: true, signal });

export const orderDetailsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ordersQueryKeys.detail(orderId),
    queryFn: ({ signal }) => getOrderDetails(orderId, signal),
    staleTime: 0,
    // A refund just requested settles within seconds: the Refund card follows it without a reload.
    refetchInterval: (query) => refundPollInterval(query.state.data?.refund),
  });

/** `orderId` is null when the address holds no valid id: nothing is fetched then. */
export const useOrderDetails = (orderId: number | null) =>
  useQuery({ ...orderDetailsQueryOptions(orderId ?? 0), enabled: orderId !== null });
