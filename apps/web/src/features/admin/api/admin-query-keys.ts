/** One key factory for the administrator's pages. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  pendingWholesalers: () => [...adminQueryKeys.all, 'wholesalers', 'pending'] as const,
  pendingLicences: () => [...adminQueryKeys.all, 'licences', 'pending'] as const,
  refunds: () => [...adminQueryKeys.all, 'refunds'] as const,
};
