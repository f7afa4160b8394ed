/** One key factory for the seller's money: a saved payout detail or a new month reaches every part through `all`. */
export const paymentsQueryKeys = {
  all: ['payments'] as const,
  balance: () => [...paymentsQueryKeys.all, 'balance'] as const,
  ledger: (month: string, page: number) => [...paymentsQueryKeys.all, 'ledger', month, page] as const,
  payouts: () => [...paymentsQueryKeys.all, 'payouts'] as const,
  payoutDetails: () => [...paymentsQueryKeys.all, 'payout-details'] as const,
};
