import type { ProductType } from './categories.js';

/** Something a wholesaler stocks, priced per unit and sold in packs. */
export interface ProductItem {
  name: string;
  /** Lowest and highest wholesale price of one unit, in rupees. */
  unitRupees: readonly [number, number];
  /** Pack sizes it is listed in; 1 means sold singly. */
  packs: readonly number[];
  specs: Readonly<Record<string, string>>;
}

/** Everything the demo catalogue knows about one product type. */
export interface ProductLine {
  productType: ProductType;
  /** How many of the 150 demo products are of this type. */
  demoCount: number;
  packWord: 'Pack' | 'Set' | 'Box';
  /** Completes a sentence that starts with the product's name. */
  summary: string;
  features: readonly string[];
  lineSpecs: Readonly<Record<string, string>>;
  items: readonly ProductItem[];
}

export function productName(line: ProductLine, item: ProductItem, pack: number): string {
  return pack === 1 ? item.name : `${item.name} (${line.packWord} of ${pack})`;
}

const MIN_PRICE_RUPEES = 49;
const MAX_PRICE_RUPEES = 45_000;

/** A pack's price with a small volume discount, rounded the way price lists are (…9), in paise. */
export function wholesalePricePaise(unitRupees: number, pack: number): number {
  const discount = pack >= 20 ? 0.92 : pack >= 10 ? 0.95 : 1;
  const rupees = unitRupees * pack * discount;
  const step = rupees >= 10_000 ? 100 : 10;
  const rounded = Math.round(rupees / step) * step - 1;
  return Math.min(MAX_PRICE_RUPEES, Math.max(MIN_PRICE_RUPEES, rounded)) * 100;
}
