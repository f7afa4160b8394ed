import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@marketplace/contract';
import { seededRandom } from '../../../seed/catalog/seeded-random.js';
import { createListingIndex, type ChangedProduct, type ListedProduct, type ListingQuery } from './listing-index.js';

const WORDS = [
  'steel',
  'tumbler',
  'room heater',
  'rice',
  'basmati',
  'cotton',
  'ste',
  'é-cup',
  '50%',
  'a_b',
  'tea',
  'tea\tcup',
  'oil  can',
];

/** What SQL answers: the same filters and orders, written the plain way. */
function expectedPage(products: ListedProduct[], query: ListingQuery) {
  const matching = products.filter(
    (product) =>
      (query.minPaise === undefined || product.pricePaise >= query.minPaise) &&
      (query.maxPaise === undefined || product.pricePaise <= query.maxPaise) &&
      (query.categoryId === undefined || product.categoryId === query.categoryId) &&
      (query.brandId === undefined || product.brandId === query.brandId) &&
      product.nameLower.includes(query.text),
  );
  const byName = (a: ListedProduct, b: ListedProduct) =>
    a.nameLower < b.nameLower ? -1 : a.nameLower > b.nameLower ? 1 : a.id - b.id;
  const compare: Record<ListingQuery['sort'], (a: ListedProduct, b: ListedProduct) => number> = {
    newest: (a, b) => b.createdMicros - a.createdMicros || b.id - a.id,
    price_asc: (a, b) => a.pricePaise - b.pricePaise || a.id - b.id,
    price_desc: (a, b) => b.pricePaise - a.pricePaise || b.id - a.id,
    name_asc: byName,
    name_desc: (a, b) => byName(b, a),
  };
  matching.sort(compare[query.sort]);
  return {
    ids: matching.slice(query.offset, query.offset + query.limit).map((product) => product.id),
    count: matching.length,
  };
}

const inNameOrder = (products: ListedProduct[]) =>
  [...products].sort((a, b) => (a.nameLower < b.nameLower ? -1 : a.nameLower > b.nameLower ? 1 : a.id - b.id));

function catalogue(seed: number) {
  const random = seededRandom(seed);
  let nextId = 1;
  const product = (id = nextId++): ListedProduct => ({
    id,
    nameLower: `${random.pick(WORDS)} ${random.pick(WORDS)}${random.int(0, 2) === 0 ? ` ${random.int(0, 49)}` : ''}`,
    categoryId: random.int(0, 5) === 0 ? null : random.int(0, 3) + 1,
    // Brand 1 is common: longer than a category's list, so that a category is sometimes the shorter key.
    brandId: random.int(0, 2) === 0 ? null : random.pick([1, 1, 1, 1, 2, 3, 4, 5]),
    pricePaise: (random.int(0, 39) + 1) * 250,
    // Some share a creation time: ties are broken by id.
    createdMicros: 1_790_000_000_000_000 + random.int(0, 299) * 1_000_001,
  });
  // Half the bounds fall on a price step, so that products priced exactly at a bound are in play.
  const bound = (below: number) =>
    random.int(0, 1) === 0 ? random.int(0, below / 250) * 250 : random.int(0, below - 1);
  const query = (): ListingQuery => {
    const low = random.int(0, 2) === 0 ? bound(6000) : undefined;
    return {
      text: random.pick([
        ...['', '', 'e', 'te', 'steel', 'ste', 'heater', 'ice', 'cotton tea', '%', 'a_b', 'é-c', 'zzz'],
        ...[' ', 'm h', ' tea', 'a\tc', 'oil  c', 'oil c', 'steel ste', 'l s'],
      ]),
      categoryId: random.int(0, 1) === 0 ? random.int(0, 5) : undefined,
      brandId: random.int(0, 3) === 0 ? random.int(0, 5) : undefined,
      minPaise: low,
      maxPaise: random.int(0, 2) === 0 ? (low ?? 0) + bound(8000) : undefined,
      sort: random.pick(PRODUCT_SORTS),
      offset: random.pick([0, 0, 3, 24, 60]),
      limit: random.pick([1, 5, 24]),
    };
  };
  return { random, product, query };
}

describe('listing index', () => {
  it('answers every filter, sort and page as the database would', () => {
    const { product, query } = catalogue(7);
    const products = Array.from({ length: 700 }, () => product());
    const index = createListingIndex(inNameOrder(products));
    expect(index.size()).toBe(700);
    for (let round = 0; round < 2_000; round++) {
      const wanted = query();
      expect(index.page(wanted), JSON.stringify(wanted)).toEqual(expectedPage(products, wanted));
    }
  });

  it('follows products added, renamed, repriced, moved, archived, restored and deleted', () => {
    const { random, product, query } = catalogue(11);
    let products = Array.from({ length: 300 }, () => product());
    const archived = new Map<number, ListedProduct>();
    const index = createListingIndex(inNameOrder(products));

    for (let batch = 0; batch < 120; batch++) {
      const changedIds = new Set<number>();
      const unlisted: number[] = [];
      for (let change = random.int(0, 5); change >= 0; change--) {
        const kind = random.int(0, 5);
        if (kind === 0 || products.length === 0) {
          const added = product();
          products.push(added);
          changedIds.add(added.id);
        } else if (kind === 1 && archived.size > 0) {
          const [id, restored] = archived.entries().next().value as [number, ListedProduct];
          archived.delete(id);
          products.push(restored);
          changedIds.add(id);
          if (unlisted.includes(id)) unlisted.splice(unlisted.indexOf(id), 1);
        } else {
          const at = random.int(0, products.length - 1);
          const old = products[at]!;
          if (kind === 2 || kind === 3) {
            products.splice(at, 1);
            changedIds.delete(old.id);
            if (!unlisted.includes(old.id)) unlisted.push(old.id);
            if (kind === 2) archived.set(old.id, old);
          } else {
            products[at] = {
              ...product(old.id),
              createdMicros: kind === 4 ? old.createdMicros : product().createdMicros,
            };
            changedIds.add(old.id);
          }
        }
      }
      const ordered = inNameOrder(products);
      const changed: ChangedProduct[] = ordered.flatMap((item, at) =>
        changedIds.has(item.id) ? [{ ...item, namePredecessor: at === 0 ? null : ordered[at - 1]!.id }] : [],
      );
      expect(index.update(changed, unlisted)).toBe(true);
      expect(index.size()).toBe(products.length);
      for (let round = 0; round < 40; round++) {
        const wanted = query();
        expect(index.page(wanted), `batch ${batch}: ${JSON.stringify(wanted)}`).toEqual(expectedPage(products, wanted));
      }
      products = [...products];
    }
  });

  it('finds the page of a search whose matches all sit at the far end of the order', () => {
    const products: ListedProduct[] = Array.from({ length: 3_000 }, (_, at) => ({
      id: at + 1,
      nameLower: at % 100 === 0 ? `room heater ${at}` : `steel tumbler ${at}`,
      categoryId: 1,
      brandId: null,
      pricePaise: at % 100 === 0 ? 900_000 + at : 1_000 + at,
      createdMicros: 1_790_000_000_000_000 + at,
    }));
    const index = createListingIndex(inNameOrder(products));
    for (const sort of PRODUCT_SORTS) {
      for (const offset of [0, 5, 24]) {
        const wanted: ListingQuery = { text: 'heater', sort, offset, limit: 5 };
        expect(index.page(wanted), JSON.stringify(wanted)).toEqual(expectedPage(products, wanted));
        expect(index.page({ ...wanted, categoryId: 1 })).toEqual(expectedPage(products, { ...wanted, categoryId: 1 }));
      }
    }
  });

  it('asks to be built again when a product follows one it does not hold', () => {
    const { product } = catalogue(3);
    const products = Array.from({ length: 20 }, () => product());
    const index = createListingIndex(inNameOrder(products));
    expect(index.update([{ ...product(), namePredecessor: 99_999 }], [])).toBe(false);
  });
});
