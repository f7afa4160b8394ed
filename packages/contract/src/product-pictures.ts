import type { ProductImage } from './catalog.js';

/**
 * The picture a product is shown by: the main one, else the first, else none (a placeholder). The server names
 * the same picture in a product page's preload hints.
 */
export function mainImageOf(images: readonly ProductImage[]): ProductImage | null {
  return images.find((image) => image.is_main) ?? images[0] ?? null;
}

/** The main picture's small rendition, for grids and carts. */
export const thumbnailOf = (images: readonly ProductImage[]) => mainImageOf(images)?.thumbnail ?? null;
