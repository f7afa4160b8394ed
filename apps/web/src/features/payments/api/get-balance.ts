import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type SellerBalance } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { paymentsQueryKeys } from './payments-query-keys';

export const getBalance = (signal?: AbortSignal) =>
  apiClient.get<SellerBalance>(apiPaths.wholesalerBalance, { authenticated: true, signal });

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: paymentsQueryKeys.balance(), queryFn: ({ signal }) => getBalance(signal) });

/** The seller's money held, available and paid out, in rupees. */
export const useBalance = () => useQuery(balanceQueryOptions());
