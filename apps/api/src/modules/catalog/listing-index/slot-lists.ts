/** The slots filed under one key, in ascending order, each at most once. */
export interface SlotList {
  slots: Int32Array;
  length: number;
}

/** Where `slot` is in the list, or where it would go. */
function placeOf(list: SlotList, slot: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list.slots[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Lists of product slots by key: by trigram of the name, by category, by brand. Kept in ascending order, so
 * that lists are intersected in one pass each and read in the order the slots' data lies in memory.
 */
export function createSlotLists<Key>(lists = new Map<Key, SlotList>()) {
  return {
    get: (key: Key): SlotList | undefined => lists.get(key),

    add(key: Key, slot: number): void {
      let list = lists.get(key);
      if (!list) {
        list = { slots: new Int32Array(4), length: 0 };
        lists.set(key, list);
      } else if (list.length === list.slots.length) {
        const grown = new Int32Array(list.slots.length * 2);
        grown.set(list.slots);
        list.slots = grown;
      }
      const at = list.length === 0 || list.slots[list.length - 1]! < slot ? list.length : placeOf(list, slot);
      if (at < list.length && list.slots[at] === slot) return;
      list.slots.copyWithin(at + 1, at, list.length);
      list.slots[at] = slot;
      list.length++;
    },

    remove(key: Key, slot: number): void {
      const list = lists.get(key);
      if (!list) return;
      const at = placeOf(list, slot);
      if (list.slots[at] !== slot || at >= list.length) return;
      list.slots.copyWithin(at, at + 1, list.length);
      list.length--;
      if (list.length === 0) lists.delete(key);
    },
  };
}

export type SlotLists<Key> = ReturnType<typeof createSlotLists<Key>>;

/**
 * Keeps in `into` (a sorted run of `length` slots) only the slots also in `list`; returns how many are left.
 * Both are sorted: one pass over each.
 */
export function keepCommon(into: Int32Array, length: number, list: SlotList): number {
  const { slots } = list;
  let kept = 0;
  let at = 0;
  for (let from = 0; from < length; from++) {
    const slot = into[from]!;
    while (at < list.length && slots[at]! < slot) at++;
    if (at === list.length) break;
    if (slots[at] === slot) into[kept++] = slot;
  }
  return kept;
}
