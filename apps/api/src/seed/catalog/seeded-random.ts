/** A small deterministic random source (mulberry32): the same seed gives the same demo data on every run. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** An index into weights, chosen in proportion to them. */
  weighted(weights: readonly number[]): number;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    weighted(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let roll = next() * total;
      for (const [index, weight] of weights.entries()) {
        roll -= weight;
        if (roll < 0) return index;
      }
      return weights.length - 1;
    },
  };
}
