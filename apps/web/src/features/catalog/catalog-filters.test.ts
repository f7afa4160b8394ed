import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  filtersFromSearchParams,
  productListQueryOf,
  searchParamsFromFilters,
  toggledName,
} from './catalog-filters';

const read = (search: string) => filtersFromSearchParams(new URLSearchParams(search));

describe('listing filters in the URL', () => {
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

  it('starts again at page 1 when a filter changes, but not when the page does', () => {
    const onPage4 = read('page=4');
    expect(changeFilters(onPage4, { brand: 'Acme' }).page).toBe(1);
    expect(changeFilters(onPage4, { page: 5 }).page).toBe(5);
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
});

describe('filter checkboxes', () => {
  it('select on click and clear when the selected one is clicked again, ignoring case', () => {
    expect(toggledName('', 'Toys')).toBe('Toys');
    expect(toggledName('toys', 'Toys')).toBe('');
    expect(toggledName('Clothing', 'Toys')).toBe('Toys');
  });
});
