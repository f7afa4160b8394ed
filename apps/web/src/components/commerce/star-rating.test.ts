import { describe, expect, it } from 'vitest';
import { starFills } from './star-rating';

describe('stars of a rating', () => {
  it('rounds to the nearest half star', () => {
    expect(starFills(4.26)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});
