import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('page numbers under the product grid', () => {
  it('shows no pagination for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are few', () => {
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves gaps around the current page when there are many', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
