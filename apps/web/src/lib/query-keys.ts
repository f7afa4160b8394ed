import type { ProductListQuery } from '@marketplace/contract';

/** Hierarchical query keys of the catalogue, so one invalidation reaches lists and details alike. */
export const productQueryKeys = {
  all: ['products'] as const,
  list: (query: ProductListQuery) => [...productQueryKeys.all, 'list', query] as const,
  detail: (productId: number) => [...productQueryKeys.all, 'detail', productId] as const,
};

export const homeDataQueryKey = ['home-data'] as const;

export const wholesalerQueryKeys = {
  all: ['wholesalers'] as const,
  profile: (wholesalerId: number) => [...wholesalerQueryKeys.all, 'profile', wholesalerId] as const,
};

/** The signed-in user's own profile is cached under `all`; the verification check sits below it. */
export const profileQueryKeys = {
  all: ['profile'] as const,
  verification: () => [...profileQueryKeys.all, 'verification'] as const,
};

/** The server's public settings (GET /api/config). */
export const publicConfigQueryKey = ['config'] as const;

/** Where the wholesaler's payouts go: read by Payments (its notice) and Settings (its form), so one save reaches both. */
export const payoutDetailsQueryKey = ['payout-details'] as const;
