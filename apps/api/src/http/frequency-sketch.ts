const ROWS = 4;
const MAX_COUNT = 15;

/** 32-bit FNV-1a of the key's UTF-16 code units. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * How often each key was asked for lately, estimated in fixed memory (a count-min sketch, as TinyLFU uses one):
 * four rows of one-byte counters that stop at 15, each key counted in one counter per row, its estimate the
 * smallest of the four.
 * Every `sampleSize` additions all counters are halved, so that what was popular long ago fades.
 * `width` must be a power of two.
 */
export function createFrequencySketch(width: number, sampleSize: number) {
  if (width < 1 || (width & (width - 1)) !== 0)
    throw new Error(`a sketch's width must be a power of two, not ${width}`);
  const counters = new Uint8Array(ROWS * width);
  const mask = width - 1;
  let added = 0;

  // Double hashing: the rows' counters of a key come from two hashes of it.
  const counterOf = (hash: number, spread: number, row: number) => row * width + ((hash + row * spread) & mask);
  const spreadOf = (hash: number) => Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;

  const halve = () => {
    for (let index = 0; index < counters.length; index += 1) counters[index] = (counters[index] as number) >>> 1;
  };

  return {
    add(key: string): void {
      const hash = fnv1a(key);
      const spread = spreadOf(hash);
      for (let row = 0; row < ROWS; row += 1) {
        const counter = counterOf(hash, spread, row);
        if ((counters[counter] as number) < MAX_COUNT) counters[counter] = (counters[counter] as number) + 1;
      }
      added += 1;
      if (added >= sampleSize) {
        added = 0;
        halve();
      }
    },

    frequency(key: string): number {
      const hash = fnv1a(key);
      const spread = spreadOf(hash);
      let least = MAX_COUNT;
      for (let row = 0; row < ROWS; row += 1) least = Math.min(least, counters[counterOf(hash, spread, row)] as number);
      return least;
    },
  };
}
