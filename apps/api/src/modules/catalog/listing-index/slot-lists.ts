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
 * The lists of every key of `texts` (slot = place in `texts`), built in one pass: ascending slots, no spare
 * room. `keysOf` gives a text's distinct keys, whole numbers counted from 0; what it returns is read before it
 * is called again.
 */
export function slotListsOf(
  texts: readonly string[],
  keysOf: (text: string) => ArrayLike<number>,
): Map<number, SlotList> {
  const counts: number[] = [];
  let keysBySlot = new Int32Array(texts.length * 8);
  const starts = new Int32Array(texts.length + 1);
  let written = 0;
  texts.forEach((text, slot) => {
    const keys = keysOf(text);
    if (keysBySlot.length < written + keys.length) {
      const grown = new Int32Array((written + keys.length) * 2);
      grown.set(keysBySlot);
      keysBySlot = grown;
    }
    for (let at = 0; at < keys.length; at++) {
      const key = keys[at]!;
      counts[key] = (counts[key] ?? 0) + 1;
      keysBySlot[written++] = key;
    }
    starts[slot + 1] = written;
  });
  const byKey = counts.map((count): SlotList => ({ slots: new Int32Array(count), length: 0 }));
  for (let slot = 0; slot < texts.length; slot++) {
    for (let at = starts[slot]!; at < starts[slot + 1]!; at++) {
      const list = byKey[keysBySlot[at]!]!;
      list.slots[list.length++] = slot;
    }
  }
  return new Map(byKey.entries());
}
