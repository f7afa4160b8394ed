import { z } from 'zod';
import { emptyToUndefined } from '../form-fields.js';
import { isWholePaise } from '../money.js';
import { MAX_PRICE_TIERS, wholesaleTermsMessages as m } from './terms-rules.js';

const MAX_QUANTITY = 100_000;

/** One quantity slab: from `min_quantity` units the whole line costs `price` per unit. */
export const priceTier = z.object({ min_quantity: z.number(), price: z.number() });
export type PriceTier = z.infer<typeof priceTier>;

/** A product's wholesale buying rules as the API answers them. */
export const wholesaleTerms = z.object({
  min_order_quantity: z.number(),
  order_multiple: z.number(),
  max_order_quantity: z.number().nullable(),
  pack_label: z.string().nullable(),
  /** Sorted by `min_quantity`; empty when the product has one price. */
  price_tiers: z.array(priceTier),
});
export type WholesaleTerms = z.infer<typeof wholesaleTerms>;

const wholeNumber = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_QUANTITY, message);

const tierPrice = z.coerce
  .number({ error: m.tierPrice })
  .min(0.01, m.tierPrice)
  .max(10_000_000, m.tierPrice)
  .refine(isWholePaise, m.tierPrice);

/** The five fields of a product save; each may be left out (defaults on create, unchanged on edit). */
export const wholesaleTermsFields = {
  min_order_quantity: z.preprocess(emptyToUndefined, wholeNumber(m.minWhole).optional()),
  order_multiple: z.preprocess(emptyToUndefined, wholeNumber(m.multipleWhole).optional()),
  max_order_quantity: z.preprocess(
    (value) => (value === '' ? null : value),
    wholeNumber(m.maxWhole).nullable().optional(),
  ),
  pack_label: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(40, m.packLabelLong).nullable().optional(),
  ),
  price_tiers: z
    .array(z.object({ min_quantity: wholeNumber(m.tierQuantityWhole), price: tierPrice }))
    .max(MAX_PRICE_TIERS, m.tooManyTiers)
    .optional(),
};
