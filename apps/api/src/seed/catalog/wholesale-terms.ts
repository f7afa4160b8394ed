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

/** Case pack by unit price: cheap goods travel in bigger cases. */
function casePackFor(pricePaise: number): number | null {
  if (pricePaise <= 30_000) return 24;
  if (pricePaise <= 100_000) return 12;
  if (pricePaise <= 300_000) return 6;
  return null;
}

/**
 * How a wholesaler sells a product, the way Indian distributors' price lists do: cheaper goods by the case
 * from one or two cases with slabs at twice and four times the minimum, costlier goods from a few units
 * with slabs, the costliest singly with a slab for ten and a cap. `variant` (0–2) spreads the kinds over
 * the catalogue; variant 2 keeps some products on single units so that every wholesaler also sells
 * something one at a time. A minimum never exceeds what is in stock when one case would fit.
 */
export function demoWholesaleTerms(pricePaise: number, stock: number, variant: number): DemoWholesaleTerms | null {
  if (variant === 2) return null;
  const casePack = casePackFor(pricePaise);
  if (casePack !== null) {
    const minimum = variant === 0 && stock >= casePack * 2 ? casePack * 2 : casePack;
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
  if (pricePaise <= 1_000_000) {
    return {
      minOrderQuantity: variant === 0 && stock >= 5 ? 5 : 2,
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
