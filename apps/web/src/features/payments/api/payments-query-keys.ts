/** One key factory for the seller's money (the payout details sit under the shared `payoutDetailsQueryKey`). */
export const paymentsQueryKeys = {
  all: ['payments'] as const,
  balance: () => [...paymentsQueryKeys.all, 'balance'] as const,
  ledger: (month: string, page: number) => [...paymentsQueryKeys.all, 'ledger', month, page] as const,
  payouts: () => [...paymentsQueryKeys.all, 'payouts'] as const,
};
