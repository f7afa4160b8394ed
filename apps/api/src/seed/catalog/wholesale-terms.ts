import type { StoredPriceTier } from '../../db/schema.js';

export interface DemoWholesaleTerms {
  minOrderQuantity: number;
  orderMultiple: number;
  maxOrderQuantity: number | null;
  packLabel: string | null;
  priceTiers: StoredPriceTier[];
}

/** A slab price: the discount off the price, in whole rupees, always at least a rupee below it. */
const slabPaise = (pricePaise: number, discount: number) =>
  Math.min(pricePaise - 100, Math.round((pricePaise * (1 - discount)) / 100) * 100);

/**
 * How a wholesaler sells a product, the way Indian distributors price lists: cheap goods by the case
 * with slabs at two and four cases, mid-priced goods from a few units with slabs, costly goods singly
 * with a slab for ten and a cap. `variant` (0–2) spreads the kinds over the catalogue; variant 2 keeps
 * some products on single units so that every wholesaler also sells something one at a time.
 */
export function demoWholesaleTerms(pricePaise: number, variant: number): DemoWholesaleTerms | null {
  if (variant === 2) return null;
  if (pricePaise <= 50_000) {
    const casePack = pricePaise <= 20_000 ? 24 : 12;
    const minimum = variant === 0 ? casePack * 2 : casePack;
    return {
      minOrderQuantity: minimum,
      orderMultiple: casePack,
      maxOrderQuantity: null,
      packLabel: `Case of ${casePack}`,
      priceTiers: [
        { min_quantity: minimum * 2, price_paise: slabPaise(pricePaise, 0.05) },
        { min_quantity: minimum * 4, price_paise: slabPaise(pricePaise, 0.09) },
      ],
    };
  }
  if (pricePaise <= 500_000) {
    return {
      minOrderQuantity: variant === 0 ? 5 : 2,
      orderMultiple: 1,
      maxOrderQuantity: null,
      packLabel: null,
      priceTiers: [
        { min_quantity: 10, price_paise: slabPaise(pricePaise, 0.04) },
        { min_quantity: 25, price_paise: slabPaise(pricePaise, 0.07) },
      ],
    };
  }
  return {
    minOrderQuantity: 1,
    orderMultiple: 1,
    maxOrderQuantity: 50,
    packLabel: null,
    priceTiers: [{ min_quantity: 10, price_paise: slabPaise(pricePaise, 0.03) }],
  };
}
