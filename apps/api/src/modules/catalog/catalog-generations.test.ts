import { describe, expect, it } from 'vitest';
import { createGenerations } from './catalog-generations.js';

describe('generations of the kept product answers', () => {
  it('has none until a read begins one at its own snapshot', () => {
    const generations = createGenerations();
    expect(generations.current()).toBeNull();

    expect(generations.settle(null, '100:100:', false)).toBe(1);
    expect(generations.current()).toMatchObject({ number: 1, snapshot: '100:100:' });
  });

  it('keeps a generation while reads checked against it find no catalogue write, and begins a new one when they do', () => {
    const generations = createGenerations();
    generations.settle(null, '100:100:', true);
    const first = generations.current();

    expect(generations.settle(first, '104:104:', false)).toBe(1);
    expect(generations.current()).toBe(first);

    expect(generations.settle(first, '107:109:107,108', true)).toBe(2);
    expect(generations.current()).toMatchObject({ number: 2, snapshot: '107:109:107,108' });
  });

  it('gives what was checked against an older generation that one, not the current one', () => {
    const generations = createGenerations();
    generations.settle(null, '100:100:', true);
    const older = generations.current();
    generations.settle(older, '105:105:', true);

    expect(generations.settle(older, '106:106:', false)).toBe(1);
    expect(generations.current()?.number).toBe(2);
  });

  it('stops checking against a generation after ten minutes, so that its snapshot is never older than what is kept', () => {
    let now = 0;
    const generations = createGenerations(() => now);
    generations.settle(null, '100:100:', true);

    now = 10 * 60_000;
    expect(generations.current()?.number).toBe(1);
    now += 1;
    expect(generations.current()).toBeNull();
    expect(generations.settle(null, '200:200:', false)).toBe(2);
  });
});
