import { z } from 'zod';
import { updateWholesalerProfileRequest } from '@marketplace/contract';

export const minimumOrderValueTexts = {
  legend: 'Orders',
  label: 'Minimum order value (Rs.)',
  hint: 'Retailers must order at least this much from you in one order. 0 for no minimum.',
} as const;

/**
 * The contract's fields of the wholesaler profile, except that an emptied minimum order value is sent as 0:
 * the contract reads an empty field as "unchanged", while the wholesaler who clears it means "no minimum".
 */
export const wholesalerProfileForm = updateWholesalerProfileRequest.extend({
  min_order_value: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? 0 : value),
    updateWholesalerProfileRequest.shape.min_order_value,
  ),
});
