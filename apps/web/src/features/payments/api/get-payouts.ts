import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PayoutsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { paymentsQueryKeys } from './payments-query-keys';

export const getPayouts = (signal?: AbortSignal) =>
  apiClient.get<PayoutsResponse>(apiPaths.wholesalerPayouts, { authenticated: true, signal });

export const payoutsQueryOptions = () =>
  queryOptions({ queryKey: paymentsQueryKeys.payouts(), queryFn: ({ signal }) => getPayouts(signal) });

/** The seller's payouts, with the bank's reference once paid. */
export const usePayouts = () => useQuery(payoutsQueryOptions());
