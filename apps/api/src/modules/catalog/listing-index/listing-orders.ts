/**
 * One order of the listed products: their slots from first to last, and each slot's place in it. A listing
 * sorted the other way round reads the same order from the end, since every sort breaks ties by id in the
 * same direction as its key.
 */
export interface ListingOrder {
  slots: Int32Array;
  place: Int32Array;
}

export type CompareSlots = (a: number, b: number) => number;

export function orderOf(slots: Int32Array, capacity: number): ListingOrder {
  const place = new Int32Array(capacity);
  for (let at = 0; at < slots.length; at++) place[slots[at]!] = at;
  return { slots, place };
}

/**
 * Some of the order's slots in its sequence: their places sorted, or, when that costs more, the order read
 * through with the slots marked in `marks` (all zero before and after).
 */
export function inOrder(order: ListingOrder, slots: Int32Array, marks: Uint8Array): Int32Array {
  if (slots.length * Math.log2(slots.length + 1) < order.slots.length) {
    return slots
      .map((slot) => order.place[slot]!)
      .sort()
      .map((place) => order.slots[place]!);
  }
  for (const slot of slots) marks[slot] = 1;
  const chosen = order.slots.filter((slot) => marks[slot] === 1);
  for (const slot of slots) marks[slot] = 0;
  return chosen;
}

/** The order without the slots that `leaving` marks. */
export function withoutMarked(order: ListingOrder, leaving: Uint8Array): Int32Array {
  return order.slots.filter((slot) => leaving[slot] === 0);
}

/** Merges slots already sorted by `compare` into an order sorted the same way. */
export function mergeSorted(kept: Int32Array, arriving: Int32Array, compare: CompareSlots): Int32Array {
  const merged = new Int32Array(kept.length + arriving.length);
  let from = 0;
  let to = 0;
  for (const slot of arriving) {
    while (from < kept.length && compare(kept[from]!, slot) < 0) merged[to++] = kept[from++]!;
    merged[to++] = slot;
  }
  merged.set(kept.subarray(from), to);
  return merged;
}

/**
 * Places arriving slots after the slot each follows (`after`, or -1 for the very start); slots that follow
 * the same one keep the order they arrive in. Returns null when a slot follows one that is not in the order.
 */
export function mergeAfter(kept: Int32Array, arriving: Array<{ slot: number; after: number }>): Int32Array | null {
  const following = new Map<number, number[]>();
  for (const { slot, after } of arriving) {
    const group = following.get(after);
    if (group) group.push(slot);
    else following.set(after, [slot]);
  }
  const merged = new Int32Array(kept.length + arriving.length);
  let to = 0;
  const placeFollowers = (after: number) => {
    const group = following.get(after);
    if (!group) return;
    for (const slot of group) merged[to++] = slot;
    following.delete(after);
  };
  placeFollowers(-1);
  for (const slot of kept) {
    merged[to++] = slot;
    placeFollowers(slot);
  }
  return following.size === 0 ? merged : null;
}
