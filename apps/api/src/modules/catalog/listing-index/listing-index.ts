import type { ProductListFilters } from '@marketplace/contract';
import { inOrder, mergeAfter, mergeSorted, orderOf, withoutMarked, type ListingOrder } from './listing-orders.js';
import { createNameWords } from './name-words.js';
import { pageOfMatches } from './places-page.js';
import { createSlotLists, type SlotList } from './slot-lists.js';

/** What the listing filters and sorts a listed product by. */
export interface ListedProduct {
  id: number;
  /** The name lower-cased by the database, as `like` compares it. */
  nameLower: string;
  categoryId: number | null;
  brandId: number | null;
  pricePaise: number;
  /** Creation time in microseconds since 1970, the database's own precision. */
  createdMicros: number;
}

/** A listed product that changed, with the listed product the database sorts right before it by name. */
export interface ChangedProduct extends ListedProduct {
  namePredecessor: number | null;
}

export interface ListingQuery {
  /** Lower-cased search text; empty for none. */
  text: string;
  categoryId?: number;
  brandId?: number;
  minPaise?: number;
  maxPaise?: number;
  sort: ProductListFilters['sort'];
  offset: number;
  limit: number;
}

export interface ListingPage {
  ids: number[];
  count: number;
}

type OrderName = 'created' | 'price' | 'name';
type Keys = Pick<ListingQuery, 'categoryId' | 'brandId'>;
const SORT_ORDERS: Record<ListingQuery['sort'], { order: OrderName; ascending: boolean }> = {
  newest: { order: 'created', ascending: false },
  price_asc: { order: 'price', ascending: true },
  price_desc: { order: 'price', ascending: false },
  name_asc: { order: 'name', ascending: true },
  name_desc: { order: 'name', ascending: false },
};

const NO_CATEGORY = -1;
/** A category or brand filter that takes any. */
const ANY = -2;
/**
 * How many products of the words holding a search's text may be gone through for each name the search would
 * read otherwise (of its category or brand, or all): the words' lists need no name read.
 */
const WORD_SLOTS_PER_NAME_READ = 4;
const NOTHING: SlotList = { slots: new Int32Array(0), length: 0 };

/**
 * The listed products' filter and sort columns, held by each API process: which products a listing page
 * shows and how many match, answered without a query (the database then reads only the page's rows).
 * Products sit in slots; a slot keeps its product for the index's life. A query's candidates are the products
 * of the words that contain its text, or of its category or brand when that list is much shorter; every
 * filter is then checked on each candidate, and the page picked from the matches by their places in the order
 * asked for. The products of a category, a brand or both are also kept in each order, drawn when first read, so
 * that their pages are read off that order instead of picked out of all.
 */
export function createListingIndex(products: ListedProduct[]) {
  let capacity = Math.max(16, products.length);
  let idOf = new Int32Array(capacity);
  let categoryOf = new Int32Array(capacity);
  let brandOf = new Int32Array(capacity);
  let priceOf = new Int32Array(capacity);
  let createdOf = new Float64Array(capacity);
  let listed = new Uint8Array(capacity);
  const names: string[] = [];
  const slotById = new Map<number, number>();
  const byCategory = createSlotLists<number>();
  const byBrand = createSlotLists<number>();
  let scratch = new Int32Array(0);
  let marked = new Uint8Array(capacity);
  /**
   * One bit a slot, set for the slots a search took as candidates so far, so that a product under two words
   * counts once; all clear between searches (a bit a slot stays in the processor's cache, unlike a number).
   */
  let taken = new Uint32Array(capacity / 32 + 1);
  /** The slots of a category's, a brand's or a pair's products in one order, until the index changes. */
  const keyOrders = new Map<string, Int32Array>();

  const byCreated = (a: number, b: number) => createdOf[a]! - createdOf[b]! || idOf[a]! - idOf[b]!;
  const byPrice = (a: number, b: number) => priceOf[a]! - priceOf[b]! || idOf[a]! - idOf[b]!;

  function grow(needed: number) {
    if (needed <= capacity) return;
    capacity = Math.max(needed, capacity * 2);
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(array: T, make: (size: number) => T): T => {
      const copy = make(capacity);
      copy.set(array);
      return copy;
    };
    idOf = grown(idOf, (size) => new Int32Array(size));
    categoryOf = grown(categoryOf, (size) => new Int32Array(size));
    brandOf = grown(brandOf, (size) => new Int32Array(size));
    priceOf = grown(priceOf, (size) => new Int32Array(size));
    createdOf = grown(createdOf, (size) => new Float64Array(size));
    listed = grown(listed, (size) => new Uint8Array(size));
    marked = new Uint8Array(capacity);
    taken = new Uint32Array(capacity / 32 + 1);
  }

  function store(slot: number, product: ListedProduct) {
    idOf[slot] = product.id;
    names[slot] = product.nameLower;
    categoryOf[slot] = product.categoryId ?? NO_CATEGORY;
    brandOf[slot] = product.brandId ?? NO_CATEGORY;
    priceOf[slot] = product.pricePaise;
    createdOf[slot] = product.createdMicros;
    listed[slot] = 1;
  }

  function file(slot: number, withWords: boolean) {
    if (withWords) nameWords.add(slot, names[slot]!);
    if (categoryOf[slot] !== NO_CATEGORY) byCategory.add(categoryOf[slot]!, slot);
    if (brandOf[slot] !== NO_CATEGORY) byBrand.add(brandOf[slot]!, slot);
  }

  function unfile(slot: number, withWords: boolean) {
    if (withWords) nameWords.remove(slot, names[slot]!);
    byCategory.remove(categoryOf[slot]!, slot);
    byBrand.remove(brandOf[slot]!, slot);
  }

  products.forEach((product, slot) => {
    slotById.set(product.id, slot);
    store(slot, product);
    file(slot, false);
  });
  const nameWords = createNameWords(names);

  const everyListed = Int32Array.from(products.keys());
  const orders: Record<OrderName, ListingOrder> = {
    created: orderOf(everyListed.slice().sort(byCreated), capacity),
    price: orderOf(everyListed.slice().sort(byPrice), capacity),
    name: orderOf(everyListed, capacity),
  };

  /**
   * Applies what changed: listed products in the database's name order, each with the product it follows,
   * and products no longer listed (archived or deleted). Returns false when the name order cannot be
   * followed, and the index must then be built again.
   */
  function update(changed: ChangedProduct[], unlisted: number[]): boolean {
    keyOrders.clear();
    // Removals were read last: a product deleted since its change was read stays out.
    const gone = new Set(unlisted);
    const arriving = changed.filter((product) => !gone.has(product.id));
    grow(slotById.size + arriving.length);
    const leaving = new Uint8Array(capacity);
    for (const id of gone) {
      const slot = slotById.get(id);
      if (slot === undefined || listed[slot] === 0) continue;
      unfile(slot, true);
      listed[slot] = 0;
      leaving[slot] = 1;
    }
    const arrivingSlots: number[] = [];
    for (const product of arriving) {
      let slot = slotById.get(product.id);
      if (slot === undefined) {
        slot = slotById.size;
        slotById.set(product.id, slot);
      } else if (listed[slot] === 1) {
        unfile(slot, names[slot] !== product.nameLower);
        leaving[slot] = 1;
      }
      const renamed = listed[slot] === 0 || names[slot] !== product.nameLower;
      store(slot, product);
      file(slot, renamed);
      arrivingSlots.push(slot);
    }

    const following = arriving.map((product, at) => ({
      slot: arrivingSlots[at]!,
      after: -1,
      predecessor: product.namePredecessor,
    }));
    const placedAfter = new Map<number, number>();
    for (const entry of following) {
      const predecessor = entry.predecessor === null ? -1 : (slotById.get(entry.predecessor) ?? -2);
      if (predecessor === -2) return false;
      entry.after = placedAfter.get(predecessor) ?? predecessor;
      placedAfter.set(entry.slot, entry.after);
    }
    const nameSlots = mergeAfter(withoutMarked(orders.name, leaving), following);
    if (!nameSlots) return false;
    const sortedArrivals = (compare: (a: number, b: number) => number) => Int32Array.from(arrivingSlots).sort(compare);
    orders.created = orderOf(
      mergeSorted(withoutMarked(orders.created, leaving), sortedArrivals(byCreated), byCreated),
      capacity,
    );
    orders.price = orderOf(
      mergeSorted(withoutMarked(orders.price, leaving), sortedArrivals(byPrice), byPrice),
      capacity,
    );
    orders.name = orderOf(nameSlots, capacity);
    return true;
  }

  /** The lists of the query's category and brand, shortest first (an empty one when nobody has that key). */
  function listsOf(query: Keys): SlotList[] {
    const lists = [
      ...(query.categoryId === undefined ? [] : [byCategory.get(query.categoryId)]),
      ...(query.brandId === undefined ? [] : [byBrand.get(query.brandId)]),
    ];
    if (lists.some((list) => list === undefined)) return [NOTHING];
    return (lists as SlotList[]).sort((a, b) => a.length - b.length);
  }

  /** The slots of the products of the query's category and brand: the shorter list, checked for the other key. */
  function keySlots(keys: Keys): Int32Array {
    const [shortest] = listsOf(keys);
    const slots = shortest!.slots.subarray(0, shortest!.length);
    if (keys.categoryId === undefined || keys.brandId === undefined) return slots;
    return slots.filter((slot) => categoryOf[slot] === keys.categoryId && brandOf[slot] === keys.brandId);
  }

  /**
   * The order's slots of the products of the query's category and brand; every listed product's when it has
   * neither. Kept until the index changes, except an empty one, which costs nothing to find again.
   */
  function slotsInOrder(orderName: OrderName, keys: Keys): Int32Array {
    const order = orders[orderName];
    if (keys.categoryId === undefined && keys.brandId === undefined) return order.slots;
    const orderKey = `${keys.categoryId ?? ''}:${keys.brandId ?? ''}:${orderName}`;
    let slots = keyOrders.get(orderKey);
    if (!slots) {
      slots = inOrder(order, keySlots(keys), marked);
      if (slots.length > 0) keyOrders.set(orderKey, slots);
    }
    return slots;
  }

  function scratchFor(length: number): Int32Array {
    if (scratch.length < length) scratch = new Int32Array(Math.max(length, scratch.length * 2));
    return scratch;
  }

  /**
   * The listed slots that pass every filter of the query. `shortest` is the shorter list of its category and
   * brand, if it has either. Read before the next query or change: it may be a word's own list.
   */
  function matchesOf(query: ListingQuery, shortest: SlotList | undefined): Int32Array {
    const minPaise = query.minPaise ?? -Infinity;
    const maxPaise = query.maxPaise ?? Infinity;
    const priced = query.minPaise !== undefined || query.maxPaise !== undefined;
    const categoryId = query.categoryId ?? ANY;
    const brandId = query.brandId ?? ANY;
    const filtered = shortest !== undefined || priced;
    // Only the columns a filter asks about are read.
    const passes = (slot: number) =>
      (categoryId === ANY || categoryOf[slot] === categoryId) &&
      (brandId === ANY || brandOf[slot] === brandId) &&
      (!priced || (priceOf[slot]! >= minPaise && priceOf[slot]! <= maxPaise));
    const { text } = query;
    const run = nameWords.productsOfRarestRun(text);
    const namesToRead = shortest ? shortest.length : slotById.size;
    let candidates = 0;
    if (run && run.slots <= WORD_SLOTS_PER_NAME_READ * namesToRead) {
      const [only] = run.lists;
      // The one word's list holds only listed products, each once: the matches themselves.
      if (run.lists.length === 1 && run.whole && !filtered) return only!.slots.subarray(0, only!.length);
      const into = scratchFor(run.slots);
      const several = run.lists.length > 1;
      for (const list of run.lists) {
        for (let at = 0; at < list.length; at++) {
          const slot = list.slots[at]!;
          if (several) {
            const word = slot >>> 5;
            const bit = 1 << (slot & 31);
            if ((taken[word]! & bit) !== 0) continue;
            taken[word] = taken[word]! | bit;
          }
          // The words' lists hold listed products only.
          if (!filtered || passes(slot)) into[candidates++] = slot;
        }
      }
      if (several) taken.fill(0);
      // A text without whitespace is in exactly the names that have a word containing it.
      if (run.whole) return into.subarray(0, candidates);
    } else {
      const source = shortest?.slots;
      const into = scratchFor(namesToRead);
      for (let at = 0; at < namesToRead; at++) {
        const slot = source ? source[at]! : at;
        if (listed[slot] === 1 && passes(slot)) into[candidates++] = slot;
      }
      if (text === '') return into.subarray(0, candidates);
    }
    let matches = 0;
    for (let at = 0; at < candidates; at++) {
      const slot = scratch[at]!;
      if (names[slot]!.includes(text)) scratch[matches++] = slot;
    }
    return scratch.subarray(0, matches);
  }

  /** Where the prices from `minPaise` to `maxPaise` lie in slots of the price order: [from, to). */
  function priceWindow(slots: Int32Array, query: ListingQuery): [number, number] {
    const firstAtLeast = (paise: number) => {
      let low = 0;
      let high = slots.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (priceOf[slots[middle]!]! < paise) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    const from = query.minPaise === undefined ? 0 : firstAtLeast(query.minPaise);
    return [from, query.maxPaise === undefined ? slots.length : Math.max(from, firstAtLeast(query.maxPaise + 1))];
  }

  function page(query: ListingQuery): ListingPage {
    const { order: orderName, ascending } = SORT_ORDERS[query.sort];
    // A category or a brand that no listed product has matches nothing.
    const [shortest] = listsOf(query);
    if (shortest?.length === 0) return { ids: [], count: 0 };
    const order = orders[orderName];
    const pageOf = (matches: Int32Array) =>
      pageOfMatches(matches, order, ascending, query.offset, query.limit).map((slot) => idOf[slot]!);
    if (query.text !== '') {
      const matches = matchesOf(query, shortest);
      return { ids: pageOf(matches), count: matches.length };
    }

    const slots = slotsInOrder(orderName, query);
    if (query.minPaise === undefined && query.maxPaise === undefined) {
      return { ids: slice(slots, ascending, query), count: slots.length };
    }
    // The stretch of the price order between the prices asked for holds exactly the matches (a key's price
    // order is drawn only when a price range asks for it).
    const priceSlots = slotsInOrder('price', query);
    const [from, to] = priceWindow(priceSlots, query);
    const matches = priceSlots.subarray(from, to);
    if (orderName === 'price') return { ids: slice(matches, ascending, query), count: matches.length };
    // Matches spread over the order are found sooner by walking it than by reading every match's place.
    const inPrices = (slot: number) =>
      priceOf[slot]! >= (query.minPaise ?? -Infinity) && priceOf[slot]! <= (query.maxPaise ?? Infinity);
    return { ids: walk(slots, ascending, query, inPrices, matches.length) ?? pageOf(matches), count: matches.length };
  }

  /** The ids at `offset` to `offset + limit` of the slots, counted from their start or, descending, from their end. */
  function slice(slots: Int32Array, ascending: boolean, { offset, limit }: ListingQuery): number[] {
    const ids: number[] = [];
    for (let at = offset; at < Math.min(slots.length, offset + limit); at++) {
      ids.push(idOf[slots[ascending ? at : slots.length - 1 - at]!]!);
    }
    return ids;
  }

  /**
   * The ids of the matches at `offset` to `offset + limit`, walking the slots in the listing's direction; null
   * if that takes more than `mostSteps` steps.
   */
  function walk(
    slots: Int32Array,
    ascending: boolean,
    { offset, limit }: ListingQuery,
    matches: (slot: number) => boolean,
    mostSteps: number,
  ): number[] | null {
    const found: number[] = [];
    let skipped = 0;
    for (let step = 0; step < slots.length && found.length < limit; step++) {
      if (step === mostSteps) return null;
      const slot = slots[ascending ? step : slots.length - 1 - step]!;
      if (!matches(slot)) continue;
      if (skipped < offset) skipped++;
      else found.push(idOf[slot]!);
    }
    return found;
  }

  return {
    page,
    update,
    /** How many products are listed. */
    size: () => orders.name.slots.length,
  };
}

export type ListingIndex = ReturnType<typeof createListingIndex>;
