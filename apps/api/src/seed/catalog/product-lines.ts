import type { ProductType } from './categories.js';
import type { ProductLine } from './product-line.js';
import { HEALTH_AND_TECH_LINES } from './product-lines-health-and-tech.js';
import { HOME_AND_LIFESTYLE_LINES } from './product-lines-home-and-lifestyle.js';

export const PRODUCT_LINES: readonly ProductLine[] = [...HEALTH_AND_TECH_LINES, ...HOME_AND_LIFESTYLE_LINES];

export function productLine(productType: ProductType): ProductLine {
  const line = PRODUCT_LINES.find((candidate) => candidate.productType === productType);
  if (!line) throw new Error(`no product line for ${productType}`);
  return line;
}
