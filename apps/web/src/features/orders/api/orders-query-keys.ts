/** One key factory for the orders feature; mutations invalidate through it. */
export const ordersQueryKeys = {
  all: ['orders'] as const,
  retailerList: () => [...ordersQueryKeys.all, 'retailer'] as const,
  detail: (orderId: number) => [...ordersQueryKeys.all, 'detail', orderId] as const,
};
