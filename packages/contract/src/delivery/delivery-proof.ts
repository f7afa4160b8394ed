import { z } from 'zod';

/**
 * How an order's delivery was proven (docs/decisions.md, "Delivery and claims"): the retailer's code read out to
 * the delivery person, the retailer's own confirmation, the seller's word without a code, or nobody confirming
 * in time after shipping.
 */
export const DELIVERY_PROOFS = ['code', 'retailer', 'seller', 'timeout'] as const;
export const deliveryProof = z.enum(DELIVERY_PROOFS);
export type DeliveryProof = z.infer<typeof deliveryProof>;

export const DELIVERY_CODE_PATTERN = /^\d{6}$/;
/** Wrong codes in a row after which an order takes no code for DELIVERY_CODE_LOCK_MINUTES. */
export const DELIVERY_CODE_MAX_FAILURES = 5;
export const DELIVERY_CODE_LOCK_MINUTES = 15;

export const deliveryMessages = {
  codeFormat: 'The delivery code is 6 digits.',
  codeWrong: 'The delivery code is not right.',
  codeLocked: (minutes: number) =>
    `The delivery code was wrong ${DELIVERY_CODE_MAX_FAILURES} times; this order takes no code for the next ${minutes === 1 ? 'minute' : `${minutes} minutes`}. Try again then, or mark it delivered without a code.`,
  codeOnlyForDelivered: 'A delivery code is only given when marking the order delivered.',
  noCodeYet: 'This order has no delivery code: it gets one when it ships. Mark it delivered without a code.',
  receiptNotShipped: (status: string) => `Only a shipped order can be confirmed as received; this order is ${status}.`,
} as const;

/** What the order's timeline says of a delivery, by its proof; an automatic one says how long after shipping. */
export function deliveryEventText(proof: DeliveryProof, daysAfterShipping: number | null = null): string {
  switch (proof) {
    case 'code':
      return 'Delivered: confirmed with the delivery code';
    case 'retailer':
      return 'Delivered: confirmed by the retailer';
    case 'seller':
      return 'Delivered: marked by the seller';
    case 'timeout':
      return daysAfterShipping && daysAfterShipping >= 1
        ? `Delivered automatically ${daysAfterShipping === 1 ? '1 day' : `${daysAfterShipping} days`} after shipping`
        : 'Delivered automatically after shipping';
  }
}

/** The proof as the order page names it. */
export const DELIVERY_PROOF_LABELS: Record<DeliveryProof, string> = {
  code: 'Confirmed with the delivery code',
  retailer: 'Confirmed by the retailer',
  seller: 'Marked delivered by the seller',
  timeout: 'Delivered automatically after shipping',
};
