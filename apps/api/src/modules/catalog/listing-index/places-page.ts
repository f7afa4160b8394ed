import type { ListingOrder } from './listing-orders.js';

let keys = new Int32Array(1024);

/**
 * Rearranges `keys[0, size)` so that the `nth` smallest sits at `nth`, with the smaller ones before it and the
 * larger ones after (Hoare's selection).
 */
function selectNth(size: number, nth: number): void {
  let low = 0;
  let high = size - 1;
  while (low < high) {
    const first = keys[low]!;
    const middle = keys[(low + high) >>> 1]!;
    const last = keys[high]!;
    const pivot = Math.max(Math.min(first, middle), Math.min(Math.max(first, middle), last));
    let from = low;
    let to = high;
    while (from <= to) {
      while (keys[from]! < pivot) from++;
      while (keys[to]! > pivot) to--;
      if (from <= to) {
        const swapped = keys[from]!;
        keys[from++] = keys[to]!;
        keys[to--] = swapped;
      }
    }
    if (nth <= to) high = to;
    else if (nth >= from) low = from;
    else return;
  }
}

/**
 * The slots at `offset` to `offset + limit` of `matches` in the order, counted from its start or, descending,
 * from its end. Each match's place is read once; places below the highest of the first `offset + limit` found
 * so far are gathered, and the gathered are cut back to those first ones whenever they fill their room. So the
 * cost is about one read per match, wherever in the order the matches lie and in whatever sequence they come,
 * plus a selection among the `offset + limit` and a sort of the page's `limit`.
 */
export function pageOfMatches(
  matches: Int32Array,
  order: ListingOrder,
  ascending: boolean,
  offset: number,
  limit: number,
): number[] {
  const wanted = Math.min(matches.length, offset + limit);
  if (offset >= wanted) return [];
  const room = Math.min(matches.length, 2 * wanted + 1024);
  if (keys.length < room) keys = new Int32Array(Math.max(room, keys.length * 2));
  // Descending, every bit of the places is flipped (-1 - place): the smallest keys are always the ones wanted.
  const flip = ascending ? 0 : -1;
  const { place } = order;
  let size = 0;
  let below = 0x7fff_ffff;
  for (let at = 0; at < matches.length; at++) {
    const key = place[matches[at]!]! ^ flip;
    if (key >= below) continue;
    keys[size++] = key;
    if (size === room && size > wanted) {
      selectNth(size, wanted - 1);
      size = wanted;
      below = keys[wanted - 1]!;
    }
  }
  if (size > wanted) selectNth(size, wanted - 1);
  // Only the page's own keys are sorted: those before it are set apart by one more selection.
  if (offset > 0) selectNth(wanted, offset);
  const page = keys.subarray(offset, wanted).sort();
  const slots: number[] = [];
  for (let at = 0; at < page.length; at++) slots.push(order.slots[page[at]! ^ flip]!);
  return slots;
}
