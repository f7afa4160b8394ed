import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@marketplace/contract';
import {
  isLowStock,
  pageCount,
  pageRange,
  readInventoryFilter,
  toInventoryQuery,
  writeInventoryFilter,
} from './inventory-filter';
import { columnDirection, nextColumnSort } from './inventory-sorts';

describe('low stock', () => {
  it('is a stock of 10 or less, the one threshold of the contract', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(10);
    expect(isLowStock({ stock: 10 })).toBe(true);
    expect(isLowStock({ stock: 0 })).toBe(true);
    expect(isLowStock({ stock: 11 })).toBe(false);
  });
});

describe('inventory filter in the address', () => {
  it('reads the search text, the low-stock flag, the sort and the page', () => {
    expect(readInventoryFilter(new URLSearchParams('q=rice&low_stock=1&sort=stock_asc&page=3'))).toEqual({
      search: 'rice',
      lowStockOnly: true,
      sort: 'stock_asc',
      page: 3,
    });
    expect(readInventoryFilter(new URLSearchParams())).toEqual({
      search: '',
      lowStockOnly: false,
      sort: 'newest',
      page: 1,
    });
  });

  it('ignores a sort or page it does not know', () => {
    for (const odd of ['sort=cheapest&page=0', 'page=-2', 'page=two', 'page=1.5']) {
      expect(readInventoryFilter(new URLSearchParams(odd))).toMatchObject({ sort: 'newest', page: 1 });
    }
  });

  it('writes only what is set and leaves defaults out', () => {
    const start = new URLSearchParams('q=rice&other=x');
    expect(writeInventoryFilter(start, { lowStockOnly: true }).toString()).toBe('q=rice&other=x&low_stock=1');
    expect(writeInventoryFilter(start, { search: '' }).toString()).toBe('other=x');
    expect(writeInventoryFilter(start, { sort: 'newest', page: 1 }).toString()).toBe('q=rice&other=x');
    expect(start.toString()).toBe('q=rice&other=x');
  });

  it('starts again at page 1 when the search, filter or sort changes', () => {
    const onPage3 = new URLSearchParams('q=rice&page=3');
    expect(writeInventoryFilter(onPage3, { search: 'dal' }).toString()).toBe('q=dal');
    expect(writeInventoryFilter(onPage3, { lowStockOnly: true }).toString()).toBe('q=rice&low_stock=1');
    expect(writeInventoryFilter(onPage3, { sort: 'price_desc' }).toString()).toBe('q=rice&sort=price_desc');
    expect(writeInventoryFilter(onPage3, { page: 4 }).toString()).toBe('q=rice&page=4');
  });

  it('asks the server for one page of 20 with the trimmed search', () => {
    const filter = readInventoryFilter(new URLSearchParams('q=%20rice%20&low_stock=1&page=2'));
    expect(toInventoryQuery(filter)).toEqual({ q: 'rice', low_stock: true, sort: 'newest', page: 2, page_size: 20 });
    expect(toInventoryQuery(readInventoryFilter(new URLSearchParams('q=%20%20')))).toEqual({
      sort: 'newest',
      page: 1,
      page_size: 20,
    });
  });
});

describe('pages', () => {
  it('counts pages of 20 and names the products a page shows', () => {
    expect([0, 1, 20, 21, 54].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
    expect(pageRange(1, 20)).toBe('1–20');
    expect(pageRange(3, 14)).toBe('41–54');
    expect(pageRange(2, 1)).toBe('21');
  });
});

describe('sortable columns', () => {
  it('sort their own way first and the other way on a second click', () => {
    expect(nextColumnSort('newest', 'name')).toBe('name_asc');
    expect(nextColumnSort('name_asc', 'name')).toBe('name_desc');
    expect(nextColumnSort('name_desc', 'name')).toBe('name_asc');
    expect(nextColumnSort('name_desc', 'stock')).toBe('stock_asc');
    // Best sellers first.
    expect(nextColumnSort('newest', 'sales')).toBe('sales_desc');
    expect(nextColumnSort('sales_desc', 'sales')).toBe('sales_asc');
  });

  it('tell which column sorts and which way', () => {
    expect(columnDirection('stock_asc', 'stock')).toBe('ascending');
    expect(columnDirection('price_desc', 'price')).toBe('descending');
    expect(columnDirection('price_desc', 'stock')).toBe('none');
    expect(columnDirection('newest', 'name')).toBe('none');
  });
});
