/** One key factory for the catalogue's own lookups; product lists and details use `productQueryKeys`. */
export const catalogQueryKeys = {
  categories: () => ['categories'] as const,
};
