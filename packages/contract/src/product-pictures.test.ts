import { describe, expect, it } from 'vitest';
import { mainImageOf, thumbnailOf } from './product-pictures.js';

const picture = (id: number, isMain: boolean) => ({
  id,
  image: `/media/${id}-large.webp`,
  thumbnail: `/media/${id}-small.webp`,
  is_main: isMain,
});

describe('the picture a product card shows', () => {
  it('is the main image, else the first, else none', () => {
    expect(mainImageOf([picture(1, false), picture(2, true)])?.id).toBe(2);
    expect(mainImageOf([picture(1, false), picture(2, false)])?.id).toBe(1);
    expect(mainImageOf([])).toBeNull();
  });

  it('uses the small rendition in grids', () => {
    expect(thumbnailOf([picture(3, true)])).toBe('/media/3-small.webp');
    expect(thumbnailOf([])).toBeNull();
  });
});
