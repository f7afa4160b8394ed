import { describe, expect, it } from 'vitest';
import { createProductFragments, ENTRY_BYTES } from './product-fragments.js';

const json = (id: number) => `{"id":${id},"name":"Steel tumbler ${'x'.repeat(20)}"}`;

describe('products kept as JSON', () => {
  it('gives a product back only at the version it was kept at', () => {
    const fragments = createProductFragments(10_000);
    fragments.set(1, '10|20', json(1));

    expect(fragments.get(1, '10|20')?.toString()).toBe(json(1));
    expect(fragments.get(1, '11|20')).toBeUndefined();
    expect(fragments.get(2, '10|20')).toBeUndefined();

    fragments.set(1, '11|20', '{"id":1,"name":"Renamed"}');
    expect(fragments.get(1, '10|20')).toBeUndefined();
    expect(fragments.get(1, '11|20')?.toString()).toBe('{"id":1,"name":"Renamed"}');
  });

  it('drops the products shown least recently once its budget is reached, never the one just kept', () => {
    const size = Buffer.byteLength(json(1)) + 'v'.length + ENTRY_BYTES;
    const fragments = createProductFragments(3 * size);
    for (const id of [1, 2, 3]) fragments.set(id, 'v', json(id));
    fragments.get(1, 'v');
    fragments.set(4, 'v', json(4));

    const kept = [1, 2, 3, 4].filter((id) => fragments.get(id, 'v') !== undefined);
    expect(kept).toEqual([1, 3, 4]);

    const tiny = createProductFragments(1);
    tiny.set(5, 'v', json(5));
    expect(tiny.get(5, 'v')?.toString()).toBe(json(5));
  });

  it('counts a product kept again once, at its new size', () => {
    const size = Buffer.byteLength(json(1)) + 'a'.length + ENTRY_BYTES;
    const fragments = createProductFragments(2 * size);
    fragments.set(1, 'a', json(1));
    fragments.set(1, 'b', json(1));
    fragments.set(2, 'a', json(2));

    expect(fragments.get(1, 'b')).toBeDefined();
    expect(fragments.get(2, 'a')).toBeDefined();
  });
});
