import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@marketplace/contract';
import {
  countLowStock,
  filterInventory,
  isLowStock,
  readInventoryFilter,
  writeInventoryFilter,
} from './inventory-filter';

const products = [
  { name: 'Basmati Rice 25 kg', sku: 'RICE-25', stock: 40 },
  { name: 'Paracetamol 500 mg strip', sku: 'MED-PCM-500', stock: 10 },
  { name: 'Steel Almirah', sku: null, stock: 3 },
  { name: 'LED Bulb 9W', sku: 'LED-9', stock: 11 },
  { name: 'Cotton Kurta', sku: 'KURTA-M', stock: 0 },
];

describe('low stock', () => {
  it('is a stock of 10 or less, the one threshold of the contract', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(10);
    expect(isLowStock({ stock: 10 })).toBe(true);
    expect(isLowStock({ stock: 0 })).toBe(true);
    expect(isLowStock({ stock: 11 })).toBe(false);
  });

  it('counts exactly the products the low-stock filter shows', () => {
    const shown = filterInventory(products, { search: '', lowStockOnly: true });
    expect(shown.map((product) => product.name)).toEqual(['Paracetamol 500 mg strip', 'Steel Almirah', 'Cotton Kurta']);
    expect(countLowStock(products)).toBe(shown.length);
  });
});

describe('inventory search', () => {
  it('shows everything for an empty or blank search', () => {
    expect(filterInventory(products, { search: '   ', lowStockOnly: false })).toHaveLength(products.length);
  });

  it('matches the name, ignoring case', () => {
    expect(filterInventory(products, { search: 'basmati', lowStockOnly: false })).toEqual([products[0]]);
  });

  it('matches the SKU, ignoring case and surrounding spaces', () => {
    expect(filterInventory(products, { search: ' led-9 ', lowStockOnly: false })).toEqual([products[3]]);
    expect(filterInventory(products, { search: 'pcm', lowStockOnly: false })).toEqual([products[1]]);
  });

  it('does not match other fields and copes with products without a SKU', () => {
    expect(filterInventory(products, { search: '40', lowStockOnly: false })).toEqual([]);
    expect(filterInventory(products, { search: 'almirah', lowStockOnly: false })).toEqual([products[2]]);
  });

  it('combines the search with the low-stock filter', () => {
    expect(filterInventory(products, { search: 'l', lowStockOnly: true }).map((product) => product.name)).toEqual([
      'Paracetamol 500 mg strip',
      'Steel Almirah',
    ]);
  });
});

describe('inventory filter in the address', () => {
  it('reads the search text and the low-stock flag', () => {
    expect(readInventoryFilter(new URLSearchParams('q=rice&low_stock=1'))).toEqual({
      search: 'rice',
      lowStockOnly: true,
    });
    expect(readInventoryFilter(new URLSearchParams())).toEqual({ search: '', lowStockOnly: false });
  });

  it('writes only what is set and drops empty values', () => {
    const start = new URLSearchParams('q=rice&other=x');
    expect(writeInventoryFilter(start, { lowStockOnly: true }).toString()).toBe('q=rice&other=x&low_stock=1');
    expect(writeInventoryFilter(start, { search: '' }).toString()).toBe('other=x');
    expect(start.toString()).toBe('q=rice&other=x');
  });
});
