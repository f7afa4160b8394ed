/** One key factory for the quick order's server state. */
export const quickOrderQueryKeys = {
  all: ['quick-order'] as const,
  wholesalers: () => [...quickOrderQueryKeys.all, 'wholesalers'] as const,
};
