import { z } from 'zod';
import { DEFAULT_INVENTORY_SORT, INVENTORY_PAGE_SIZE_MAX, INVENTORY_SORTS } from './constants.js';
import { emptyToUndefined } from './form-fields.js';

const LOW_STOCK_VALUES = ['true', 'false', '1', '0'] as const;

const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be 1 or more`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

/**
 * `GET /api/inventory/`. Without `page` and `page_size` the first `INVENTORY_UNPAGED_MAX` (500) matching products
 * come back, and `next` when there are more; with either, one page of `page_size` (default 20).
 */
export const inventoryQuery = z.object({
  /** Part of the name or the SKU, ignoring case. */
  q: z.string().trim().max(200, 'Search text is too long').optional(),
  low_stock: z.preprocess(
    emptyToUndefined,
    z
      .enum(LOW_STOCK_VALUES, { error: 'Low stock must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  ),
  sort: z.preprocess(
    emptyToUndefined,
    z
      .enum(INVENTORY_SORTS, { error: `Sort must be one of ${INVENTORY_SORTS.join(', ')}` })
      .default(DEFAULT_INVENTORY_SORT),
  ),
  page: wholeNumber('Page', 100_000),
  page_size: wholeNumber('Page size', INVENTORY_PAGE_SIZE_MAX),
});
export type InventoryQuery = z.input<typeof inventoryQuery>;
export type InventoryFilters = z.output<typeof inventoryQuery>;
