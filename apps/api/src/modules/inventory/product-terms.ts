import { sortedTiers, toPaise, wholesaleTermsProblems, type WholesaleTerms } from '@marketplace/contract';
import { AppError } from '../../errors/app-error.js';

type TermsInput = Partial<WholesaleTerms> & { price?: number | undefined };

/**
 * The wholesale terms to store after a save: what was sent over what the product has (`current`, the
 * contract's defaults for a new product), checked together with the price so that an edit of one field
 * cannot break the others. Refuses with every field's problem at once.
 */
export function productTermsColumns(input: TermsInput, current: WholesaleTerms, currentPrice: number) {
  const terms: WholesaleTerms = {
    min_order_quantity: input.min_order_quantity ?? current.min_order_quantity,
    order_multiple: input.order_multiple ?? current.order_multiple,
    max_order_quantity: input.max_order_quantity === undefined ? current.max_order_quantity : input.max_order_quantity,
    pack_label: input.pack_label === undefined ? current.pack_label : input.pack_label,
    price_tiers: sortedTiers(input.price_tiers ?? current.price_tiers),
  };
  const fields = Object.entries(wholesaleTermsProblems(terms, input.price ?? currentPrice));
  if (fields.length > 0) {
    const [, first] = fields[0] as [string, string];
    throw new AppError('validation', first, Object.fromEntries(fields.map(([field, message]) => [field, [message]])));
  }
  return {
    minOrderQuantity: terms.min_order_quantity,
    orderMultiple: terms.order_multiple,
    maxOrderQuantity: terms.max_order_quantity,
    packLabel: terms.pack_label,
    priceTiers: terms.price_tiers.map((tier) => ({
      min_quantity: tier.min_quantity,
      price_paise: toPaise(tier.price),
    })),
  };
}
