import { z } from 'zod';
import { QUICK_ORDER_MAX_LINES } from './order-lines.js';

/* ---------- buy again ---------- */

export const reorderResponse = z.object({
  /** Lines added as ordered; `quantity` is the units this added to the cart. */
  added: z.array(z.object({ product_id: z.number(), quantity: z.number() })),
  /** Lines added with a quantity changed to fit today's terms or stock; `quantity` is the units added. */
  adjusted: z.array(z.object({ product_id: z.number(), name: z.string(), quantity: z.number(), reason: z.string() })),
  /** Lines that could not be added at all. */
  skipped: z.array(z.object({ product_id: z.number(), name: z.string(), reason: z.string() })),
});
export type ReorderResponse = z.infer<typeof reorderResponse>;

/* ---------- quick order ---------- */

const wholesalerId = z.coerce
  .number({ error: 'Choose a wholesaler' })
  .int('Choose a wholesaler')
  .positive('Choose a wholesaler')
  .max(2147483647, 'Choose a wholesaler');

export const bulkOrderLine = z.object({
  sku: z.string({ error: 'SKU must be text' }).max(200, 'SKU is too long'),
  /** Text as typed or pasted: a quantity that is not a whole number is reported on its line, not refused. */
  quantity: z.union([z.number(), z.string().max(50, 'Quantity is too long')], {
    error: 'Quantity must be a number or text',
  }),
});
export type BulkOrderLine = z.infer<typeof bulkOrderLine>;

export const bulkOrderRequest = z.object({
  /** The wholesaler's public id, as in `/wholesaler/{id}`. */
  wholesaler: wholesalerId,
  lines: z
    .array(bulkOrderLine, { error: 'Lines must be a list of {sku, quantity}' })
    .min(1, 'Add at least one line')
    .max(QUICK_ORDER_MAX_LINES, `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines`),
  /** True: check the lines and add nothing. */
  dry_run: z.boolean().default(false),
});
export type BulkOrderRequest = z.input<typeof bulkOrderRequest>;

/** The text fields sent beside an uploaded file (`file`). */
export const bulkOrderFileFields = z.object({
  wholesaler: wholesalerId,
  dry_run: z
    .enum(['true', 'false'], { error: 'dry_run must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export const bulkOrderLineResult = z.object({
  sku: z.string(),
  /** The whole number asked for, or null when the line's quantity is not one. */
  quantity: z.number().nullable(),
  ok: z.boolean(),
  product_id: z.number().nullable(),
  name: z.string().nullable(),
  /** Rupees per unit at the quantity the cart line would hold (its slab), null when no product was found. */
  unit_price: z.number().nullable(),
  /** Why the line cannot be added; null when it can. */
  reason: z.string().nullable(),
});
export type BulkOrderLineResult = z.infer<typeof bulkOrderLineResult>;

export const bulkOrderResponse = z.object({
  /** One result per line, in the order sent. */
  lines: z.array(bulkOrderLineResult),
  /** Lines added to the cart (0 on a dry run). */
  added: z.number(),
});
export type BulkOrderResponse = z.infer<typeof bulkOrderResponse>;

/** Verified wholesalers with products on sale, by name: whom a quick order can be placed with. */
export const wholesalerChoicesResponse = z.object({
  results: z.array(z.object({ id: z.number(), company_name: z.string() })),
});
export type WholesalerChoicesResponse = z.infer<typeof wholesalerChoicesResponse>;
