import type { AdminAccountsQuery, PayoutStatus } from '@marketplace/contract';

/** One key factory for the administrator's pages. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  pendingWholesalers: () => [...adminQueryKeys.all, 'wholesalers', 'pending'] as const,
  pendingLicences: () => [...adminQueryKeys.all, 'licences', 'pending'] as const,
  licenceScan: (retailerId: number, version: number) =>
    [...adminQueryKeys.all, 'licences', 'scan', retailerId, version] as const,
  pendingProfileChanges: () => [...adminQueryKeys.all, 'profile-changes', 'pending'] as const,
  refunds: () => [...adminQueryKeys.all, 'refunds'] as const,
  accounts: (query: AdminAccountsQuery) => [...adminQueryKeys.all, 'accounts', query] as const,
  payouts: () => [...adminQueryKeys.all, 'payouts'] as const,
  payoutsList: (status: PayoutStatus | undefined) => [...adminQueryKeys.payouts(), 'list', status ?? 'all'] as const,
};
