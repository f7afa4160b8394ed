import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams } from '@marketplace/contract';
import { changeFilters, toggledName } from './catalog-filters';

const read = (search: string) => filtersFromSearchParams(new URLSearchParams(search));

describe('listing filters', () => {
  it('starts again at page 1 when a filter changes, but not when the page does', () => {
    const onPage4 = read('page=4');
    expect(changeFilters(onPage4, { brand: 'Acme' }).page).toBe(1);
    expect(changeFilters(onPage4, { page: 5 }).page).toBe(5);
  });
});

describe('filter checkboxes', () => {
  it('select on click and clear when the selected one is clicked again, ignoring case', () => {
    expect(toggledName('', 'Toys')).toBe('Toys');
    expect(toggledName('toys', 'Toys')).toBe('');
    expect(toggledName('Clothing', 'Toys')).toBe('Toys');
  });
});
