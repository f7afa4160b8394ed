import { describe, expect, it } from 'vitest';
import { categorySearchPath, searchPath } from './search-paths';

describe('search paths', () => {
  it('searches only for non-empty trimmed text, URL-encoded', () => {
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('  basmati rice & dal ')).toBe('/search?q=basmati%20rice%20%26%20dal');
  });

  it('filters by the lowercased category name', () => {
    expect(categorySearchPath('Home Appliances')).toBe('/search?category=home%20appliances');
  });
});
