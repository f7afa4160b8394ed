import type { ProductImage } from './catalog.js';

/**
 * The picture a product is shown by: the main one, else the first, else none (a placeholder). The server names
 * the same pictures in a page's preload hints.
 */
export function mainImageOf(images: readonly ProductImage[]): ProductImage | null {
  return images.find((image) => image.is_main) ?? images[0] ?? null;
}

/** The main picture's small rendition, for grids and carts. */
export const thumbnailOf = (images: readonly ProductImage[]) => mainImageOf(images)?.thumbnail ?? null;

/** The listing's first cards, drawn above the fold: their pictures load at once, and the page's HTML names them. */
export const LISTING_CARDS_ABOVE_THE_FOLD = 3;
