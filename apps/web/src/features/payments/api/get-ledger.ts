import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, LEDGER_PAGE_SIZE_DEFAULT, type LedgerPage } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { paymentsQueryKeys } from './payments-query-keys';

export const LEDGER_PAGE_SIZE = LEDGER_PAGE_SIZE_DEFAULT;

export const getLedger = (month: string, page: number, signal?: AbortSignal) =>
  apiClient.get<LedgerPage>(apiPaths.wholesalerLedger, {
    authenticated: true,
    signal,
    query: { month, page, page_size: LEDGER_PAGE_SIZE },
  });

export const ledgerQueryOptions = (month: string, page: number) =>
  queryOptions({
    queryKey: paymentsQueryKeys.ledger(month, page),
    queryFn: ({ signal }) => getLedger(month, page, signal),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** One page of one month of the seller's statement, oldest line first. */
export const useLedger = (month: string, page: number) => useQuery(ledgerQueryOptions(month, page));
