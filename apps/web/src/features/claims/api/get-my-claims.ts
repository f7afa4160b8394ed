import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type ClaimStatus, type ClaimsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { claimsQueryKeys } from './claims-query-keys';
import { claimRefundPollInterval } from './refund-polling';

export const getMyClaims = (status: ClaimStatus | null, signal?: AbortSignal) =>
  apiClient.get<ClaimsResponse>(apiPaths.claims, { authenticated: true, signal, query: { status } });

export const myClaimsQueryOptions = (status: ClaimStatus | null) =>
  queryOptions({
    queryKey: claimsQueryKeys.mine(status),
    queryFn: ({ signal }) => getMyClaims(status, signal),
    refetchInterval: (query) => claimRefundPollInterval(query.state.data),
  });

/** The caller's claims: a retailer's own, or those on a wholesaler's orders; `null` for every status. */
export const useMyClaims = (status: ClaimStatus | null) => useQuery(myClaimsQueryOptions(status));
