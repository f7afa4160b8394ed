import { describe, expect, it } from 'vitest';
import { brandSearchPath, categorySearchPath, productPath, wholesalerPath } from './catalog-links';

describe('catalogue links', () => {
  it('lead to products, wholesalers, categories and brands', () => {
    expect(productPath(7)).toBe('/product/7');
    expect(wholesalerPath(2)).toBe('/wholesaler/2');
    expect(categorySearchPath('Home Appliances')).toBe('/search?category=home%20appliances');
    expect(brandSearchPath('Kavach Electricals')).toBe('/search?brand=Kavach%20Electricals');
  });
});
