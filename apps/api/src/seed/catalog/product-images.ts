import sharp from 'sharp';
import type { productImages } from '../../db/schema.js';
import { storeImageRenditions } from '../../media/images.js';
import type { MediaStorage } from '../../media/storage.js';
import type { ProductType } from './categories.js';
import { PALETTES, pictogramSvg } from './product-pictograms.js';

export interface ProductImagePlan {
  productId: number;
  productType: ProductType;
  count: number;
  firstPalette: number;
}

type ProductImageRow = typeof productImages.$inferInsert;

/** Products whose pictures are stored at the same time; sharp queues the rest of the work on its own threads. */
const PRODUCTS_IN_FLIGHT = 4;

/** Renders each (type, palette) picture once and hands out the same PNG to every product that uses it. */
function pictogramCache() {
  const rendered = new Map<string, Promise<Buffer>>();
  return (productType: ProductType, palette: number): Promise<Buffer> => {
    const key = `${productType}:${palette}`;
    let png = rendered.get(key);
    if (!png) {
      png = sharp(Buffer.from(pictogramSvg(productType, palette)))
        .png()
        .toBuffer();
      rendered.set(key, png);
    }
    return png;
  };
}

/** Stores the pictures of every planned product; the first one is the main picture. */
export async function storeDemoProductImages(
  storage: MediaStorage,
  plans: readonly ProductImagePlan[],
): Promise<ProductImageRow[]> {
  const pictogram = pictogramCache();
  const storeProduct = (plan: ProductImagePlan) =>
    Promise.all(
      Array.from({ length: plan.count }, async (_, position): Promise<ProductImageRow> => {
        const png = await pictogram(plan.productType, (plan.firstPalette + position) % PALETTES.length);
        const stored = await storeImageRenditions(storage, `products/${plan.productId}`, png);
        return { productId: plan.productId, ...stored, isMain: position === 0, position };
      }),
    );
  const results: ProductImageRow[][] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < plans.length; index = next++) {
      results[index] = await storeProduct(plans[index] as ProductImagePlan);
    }
  };
  await Promise.all(Array.from({ length: PRODUCTS_IN_FLIGHT }, worker));
  return results.flat();
}
