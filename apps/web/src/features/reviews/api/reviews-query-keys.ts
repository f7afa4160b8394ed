/** Review queries: the signed-in retailer's own review of a product, and a wholesaler's list of one product's reviews. */
export const reviewQueryKeys = {
  all: ['reviews'] as const,
  mine: (productId: number) => [...reviewQueryKeys.all, 'mine', productId] as const,
};
