/** One key factory for the cart's server state. */
export const cartQueryKeys = {
  all: ['cart'] as const,
  server: () => [...cartQueryKeys.all, 'server'] as const,
};
