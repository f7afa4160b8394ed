import { describe, expect, it } from 'vitest';
import { createFrequencySketch } from './frequency-sketch.js';

describe('the frequency sketch', () => {
  it('counts how often each key was added', () => {
    const sketch = createFrequencySketch(1_024, 1_000);
    for (let times = 0; times < 3; times += 1) sketch.add('/api/products?page=2');
    sketch.add('/api/products/17');

    expect(sketch.frequency('/api/products?page=2')).toBe(3);
    expect(sketch.frequency('/api/products/17')).toBe(1);
    expect(sketch.frequency('/api/products/18')).toBe(0);
  });

  it('keeps popular keys apart from a crowd of rare ones', () => {
    const sketch = createFrequencySketch(1_024, 100_000);
    for (let times = 0; times < 8; times += 1) sketch.add('popular');
    for (let key = 0; key < 500; key += 1) sketch.add(`rare ${key}`);

    expect(sketch.frequency('popular')).toBeGreaterThanOrEqual(8);
    const overCounted = Array.from({ length: 500 }, (_, key) => sketch.frequency(`rare ${key}`)).filter((n) => n > 2);
    expect(overCounted.length).toBeLessThan(5);
  });

  it('refuses a width that is not a power of two', () => {
    expect(() => createFrequencySketch(1_000, 10)).toThrow('power of two');
  });

  it('counts up to 15 at most', () => {
    const sketch = createFrequencySketch(64, 1_000);
    for (let times = 0; times < 40; times += 1) sketch.add('home');
    expect(sketch.frequency('home')).toBe(15);
  });

  it('halves every count once it has been added to sampleSize times', () => {
    const sketch = createFrequencySketch(64, 10);
    for (let times = 0; times < 9; times += 1) sketch.add('listing');
    expect(sketch.frequency('listing')).toBe(9);

    sketch.add('product');
    expect(sketch.frequency('listing')).toBe(4);
    expect(sketch.frequency('product')).toBe(0);
  });
});
