import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  listingRequestOf,
  productListQueryOf,
  searchParamsFromFilters,
  withQuery,
} from './catalog-page.js';

const read = (search: string) => filtersFromSearchParams(new URLSearchParams(search));

describe('listing filters in the page address', () => {
  it('reads every filter so a shared link shows the same page', () => {
    expect(
      read('q=rice&category=home%20appliances&brand=Kavach&min_price=100&max_price=2500&sort=price_asc&page=3'),
    ).toEqual({
      q: 'rice',
      category: 'home appliances',
      brand: 'Kavach',
      minPrice: '100',
      maxPrice: '2500',
      sort: 'price_asc',
      page: 3,
    });
  });

  it('falls back to defaults for unreadable values', () => {
    expect(read('sort=cheapest&page=-2&min_price=abc&max_price=')).toMatchObject({
      sort: 'newest',
      page: 1,
      minPrice: '',
      maxPrice: '',
    });
  });

  it('swaps a minimum above the maximum rather than asking for an impossible range', () => {
    expect(read('min_price=900&max_price=100')).toMatchObject({ minPrice: '100', maxPrice: '900' });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const filters = read('q=tea&brand=Kavach%20Electricals&sort=name_desc&page=2');
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('q=tea&brand=Kavach+Electricals&sort=name_desc&page=2');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(searchParamsFromFilters(read('')).toString()).toBe('');
  });

  it('turns the filters into the API query', () => {
    expect(productListQueryOf(read('category=toys&min_price=50'))).toEqual({
      q: undefined,
      category: 'toys',
      brand: undefined,
      min_price: '50',
      max_price: undefined,
      sort: 'newest',
      page: 1,
    });
  });

  it('names the first API request of a listing page exactly as the web app sends it', () => {
    expect(listingRequestOf(new URLSearchParams(''))).toBe('/api/products?sort=newest&page=1');
    expect(listingRequestOf(new URLSearchParams('page=2&category=Home%20Appliances&min_price=900&max_price=100'))).toBe(
      '/api/products?category=Home+Appliances&min_price=100&max_price=900&sort=newest&page=2',
    );
    expect(listingRequestOf(new URLSearchParams('q=%3Cscript%3E&sort=bogus'))).toBe(
      '/api/products?q=%3Cscript%3E&sort=newest&page=1',
    );
  });
});

describe('addresses with a query', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(withQuery('/api/products', { q: 'tea & rice', brand: '', page: 2, sort: undefined, archived: null })).toBe(
      '/api/products?q=tea+%26+rice&page=2',
    );
    expect(withQuery('/api/cart/', { q: '' })).toBe('/api/cart/');
    expect(withQuery('/api/cart/', undefined)).toBe('/api/cart/');
  });
});
