import { describe, expect, it } from 'vitest';
import { shopPageOf } from './shop-pages.js';

const pageOf = (address: string) => shopPageOf(new URL(address, 'http://shop'));

describe('shopPageOf', () => {
  it('names each shop page and the API request it makes first', () => {
    expect(pageOf('/')).toEqual({ page: 'landing', request: '/api/home-data/' });
    expect(pageOf('/search/?q=tea&sort=price_asc')).toEqual({
      page: 'listing',
      request: '/api/products?q=tea&sort=price_asc&page=1',
    });
    expect(pageOf('/product/42/')).toEqual({ page: 'product', request: '/api/products/42', productId: 42 });
    expect(pageOf('/cart')).toEqual({ page: 'cart' });
  });

  it('knows no other address', () => {
    expect(pageOf('/login')).toBeNull();
    expect(pageOf('/product/abc')).toBeNull();
    expect(pageOf('/product/42/reviews')).toBeNull();
  });
});
