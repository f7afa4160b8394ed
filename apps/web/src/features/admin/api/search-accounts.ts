import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type AdminAccountsQuery, type AdminAccountsResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const searchAccounts = (query: AdminAccountsQuery, signal?: AbortSignal) =>
  apiClient.get<AdminAccountsResponse>(apiPaths.adminAccounts, { authenticated: true, signal, query: { ...query } });

/** Accounts whose e-mail, name, GSTIN or shop/company name contains the search text, newest first. */
export const accountsQueryOptions = (query: AdminAccountsQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.accounts(query),
    queryFn: ({ signal }) => searchAccounts(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAccounts = (query: AdminAccountsQuery) => useQuery(accountsQueryOptions(query));
