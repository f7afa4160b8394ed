import type { SlotList } from './slot-lists.js';

let scratch = new Float64Array(256);

/**
 * Writes the distinct three-character pieces of a text into `scratch`, in ascending order, each as one number
 * (three UTF-16 code units side by side); returns how many there are. Names are short: an insertion sort
 * beats a call to the built-in one.
 */
function writeTrigrams(text: string): number {
  if (scratch.length < text.length) scratch = new Float64Array(text.length * 2);
  let count = 0;
  for (let at = 0; at + 3 <= text.length; at++) {
    const code = text.charCodeAt(at) * 0x1_0000_0000 + text.charCodeAt(at + 1) * 0x1_0000 + text.charCodeAt(at + 2);
    let place = count;
    while (place > 0 && scratch[place - 1]! > code) place--;
    if (place > 0 && scratch[place - 1] === code) continue;
    scratch.copyWithin(place + 1, place, count);
    scratch[place] = code;
    count++;
  }
  return count;
}

/**
 * The distinct trigrams of a text in ascending order. A name contains a search text only if it contains
 * every trigram of it, so the products holding all of them are all the candidates there are.
 */
export const trigramsOf = (text: string): Float64Array => scratch.slice(0, writeTrigrams(text));

/** The list of every trigram of `names` (slot = place in `names`): ascending slots, no spare room. */
export function trigramListsOf(names: readonly string[]): Map<number, SlotList> {
  const numberOf = new Map<number, number>();
  const codes: number[] = [];
  const counts: number[] = [];
  let trigramNumbers = new Int32Array(names.length * 48);
  const starts = new Int32Array(names.length + 1);
  let written = 0;
  names.forEach((name, slot) => {
    const count = writeTrigrams(name);
    if (trigramNumbers.length < written + count) {
      const grown = new Int32Array((written + count) * 2);
      grown.set(trigramNumbers);
      trigramNumbers = grown;
    }
    for (let at = 0; at < count; at++) {
      const code = scratch[at]!;
      let number = numberOf.get(code);
      if (number === undefined) {
        number = codes.length;
        numberOf.set(code, number);
        codes.push(code);
        counts.push(0);
      }
      counts[number]!++;
      trigramNumbers[written++] = number;
    }
    starts[slot + 1] = written;
  });
  const lists = counts.map((count): SlotList => ({ slots: new Int32Array(count), length: 0 }));
  for (let slot = 0; slot < names.length; slot++) {
    for (let at = starts[slot]!; at < starts[slot + 1]!; at++) {
      const list = lists[trigramNumbers[at]!]!;
      list.slots[list.length++] = slot;
    }
  }
  return new Map(codes.map((code, number) => [code, lists[number]!]));
}
