import { describe, expect, it } from 'vitest';
import { createProductFragments, ENTRY_BYTES } from './product-fragments.js';

const json = (id: number) => `{"id":${id},"name":"Steel tumbler ${'x'.repeat(20)}"}`;

describe('products kept as JSON', () => {
  it('gives a product back only at the version it was kept at', () => {
    const fragments = createProductFragments(10_000);
    fragments.set(1, '10|20', json(1), 1);

    expect(fragments.get(1, '10|20', 1)?.toString()).toBe(json(1));
    expect(fragments.get(1, '11|20', 1)).toBeUndefined();
    expect(fragments.get(2, '10|20', 1)).toBeUndefined();

    fragments.set(1, '11|20', '{"id":1,"name":"Renamed"}', 1);
    expect(fragments.get(1, '10|20', 1)).toBeUndefined();
    expect(fragments.get(1, '11|20', 1)?.toString()).toBe('{"id":1,"name":"Renamed"}');
  });

  it('gives a product back by generation: the one it was kept in, or the one its version was last found current in', () => {
    const fragments = createProductFragments(10_000);
    fragments.set(1, 'v', json(1), 1);

    expect(fragments.ofGeneration(1, 1)?.toString()).toBe(json(1));
    expect(fragments.ofGeneration(1, 2)).toBeUndefined();
    expect(fragments.ofGeneration(2, 1)).toBeUndefined();

    expect(fragments.get(1, 'w', 2)).toBeUndefined();
    expect(fragments.ofGeneration(1, 2)).toBeUndefined();
    expect(fragments.get(1, 'v', 2)?.toString()).toBe(json(1));
    expect(fragments.ofGeneration(1, 2)?.toString()).toBe(json(1));
    expect(fragments.ofGeneration(1, 1)).toBeUndefined();
  });

  it('drops the products shown least recently once its budget is reached, never the one just kept', () => {
    const size = Buffer.byteLength(json(1)) + 'v'.length + ENTRY_BYTES;
    const fragments = createProductFragments(3 * size);
    for (const id of [1, 2, 3]) fragments.set(id, 'v', json(id), 1);
    fragments.get(1, 'v', 1);
    fragments.set(4, 'v', json(4), 1);

    const kept = [1, 2, 3, 4].filter((id) => fragments.get(id, 'v', 1) !== undefined);
    expect(kept).toEqual([1, 3, 4]);

    const tiny = createProductFragments(1);
    tiny.set(5, 'v', json(5), 1);
    expect(tiny.get(5, 'v', 1)?.toString()).toBe(json(5));
  });

  it('keeps most of a set of products shown in turn that is a little larger than its budget', () => {
    const size = Buffer.byteLength(json(10)) + 'v'.length + ENTRY_BYTES;
    const fragments = createProductFragments(10 * size);
    const shown = Array.from({ length: 11 }, (_, at) => at + 10);
    let keptInLastRound = 0;
    for (let round = 0; round < 20; round++) {
      keptInLastRound = 0;
      for (const id of shown) {
        if (fragments.get(id, 'v', 1)) keptInLastRound++;
        else expect(fragments.set(id, 'v', json(id), 1).toString()).toBe(json(id));
      }
    }
    // Every newcomer kept would leave none: each would push out the next one shown.
    expect(keptInLastRound).toBeGreaterThanOrEqual(8);
  });

  it('counts a product kept again once, at its new size', () => {
    const size = Buffer.byteLength(json(1)) + 'a'.length + ENTRY_BYTES;
    const fragments = createProductFragments(2 * size);
    fragments.set(1, 'a', json(1), 1);
    fragments.set(1, 'b', json(1), 1);
    fragments.set(2, 'a', json(2), 1);

    expect(fragments.get(1, 'b', 1)).toBeDefined();
    expect(fragments.get(2, 'a', 1)).toBeDefined();
  });
});
