import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type ClaimsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { claimsQueryKeys } from './claims-query-keys';

export const getEscalatedClaims = (signal?: AbortSignal) =>
  apiClient.get<ClaimsResponse>(apiPaths.adminClaims, {
    authenticated: true,
    signal,
    query: { status: 'escalated' },
  });

export const escalatedClaimsQueryOptions = () =>
  queryOptions({ queryKey: claimsQueryKeys.escalated(), queryFn: ({ signal }) => getEscalatedClaims(signal) });

/** The claims waiting for the marketplace's decision. */
export const useEscalatedClaims = () => useQuery(escalatedClaimsQueryOptions());
