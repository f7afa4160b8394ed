import type { ProductListQuery } from '@marketplace/contract';

/** Hierarchical query keys of the catalogue, so one invalidation reaches lists and details alike. */
export const productQueryKeys = {
  all: ['products'] as const,
  list: (query: ProductListQuery) => [...productQueryKeys.all, 'list', query] as const,
  detail: (productId: number) => [...productQueryKeys.all, 'detail', productId] as const,
};

export const homeDataQueryKey = ['home-data'] as const;

export const wholesalerQueryKeys = {
  profile: (wholesalerId: number) => ['wholesalers', 'profile', wholesalerId] as const,
};
