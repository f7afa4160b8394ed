import { sortedTiers, toPaise, toRupees, wholesaleTermsProblems, type WholesaleTerms } from '@marketplace/contract';
import type { products } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

type TermsInput = Partial<WholesaleTerms> & { price?: number | undefined };
type StoredTerms = Pick<
  typeof products.$inferSelect,
  'minOrderQuantity' | 'orderMultiple' | 'maxOrderQuantity' | 'packLabel' | 'priceTiers' | 'pricePaise'
>;

const DEFAULT_STORED_TERMS = {
  minOrderQuantity: 1,
  orderMultiple: 1,
  maxOrderQuantity: null,
  packLabel: null,
  priceTiers: [],
} satisfies Omit<StoredTerms, 'pricePaise'>;

/**
 * The wholesale terms to store after a save: what was sent over what the product has (or the defaults for
 * a new product), checked together so that an edit of one field cannot break the others. Refuses with
 * every field's problem at once.
 */
export function productTermsColumns(input: TermsInput, current: StoredTerms | { pricePaise: number }) {
  const stored = { ...DEFAULT_STORED_TERMS, ...current };
  const pricePaise = input.price !== undefined ? toPaise(input.price) : stored.pricePaise;
  const columns = {
    minOrderQuantity: input.min_order_quantity ?? stored.minOrderQuantity,
    orderMultiple: input.order_multiple ?? stored.orderMultiple,
    maxOrderQuantity: input.max_order_quantity === undefined ? stored.maxOrderQuantity : input.max_order_quantity,
    packLabel: input.pack_label === undefined ? stored.packLabel : input.pack_label,
    priceTiers: input.price_tiers
      ? sortedTiers(input.price_tiers).map((tier) => ({
          min_quantity: tier.min_quantity,
          price_paise: toPaise(tier.price),
        }))
      : stored.priceTiers,
  };
  const problems = wholesaleTermsProblems(
    {
      min_order_quantity: columns.minOrderQuantity,
      order_multiple: columns.orderMultiple,
      max_order_quantity: columns.maxOrderQuantity,
      price_tiers: columns.priceTiers.map((tier) => ({
        min_quantity: tier.min_quantity,
        price: toRupees(tier.price_paise),
      })),
    },
    toRupees(pricePaise),
  );
  const fields = Object.entries(problems);
  if (fields.length > 0) {
    const [, first] = fields[0] as [string, string];
    throw new AppError('validation', first, Object.fromEntries(fields.map(([field, message]) => [field, [message]])));
  }
  return columns;
}
