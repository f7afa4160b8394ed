import { describe, expect, it } from 'vitest';
import { Package, Pill, ToyBrick } from 'lucide-react';
import { categoryIconFor } from './category-icon';

describe('featured category icons', () => {
  it('finds the lucide icon by its name in either spelling', () => {
    expect(categoryIconFor('pill')).toBe(Pill);
    expect(categoryIconFor('toy-brick')).toBe(ToyBrick);
    expect(categoryIconFor('ToyBrick')).toBe(ToyBrick);
  });

  it('falls back to a parcel for unknown or missing names', () => {
    expect(categoryIconFor('no-such-icon')).toBe(Package);
    expect(categoryIconFor(null)).toBe(Package);
  });
});
