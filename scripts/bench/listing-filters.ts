// The filters of the real-traffic listings, drawn from the sampled products the way shoppers combine them: each
// draw starts from one product and asks for it by words of its name, its category (lowercased, as the web app's
// links write it), its brand and a round price range around its price, so every filter matches something.
import type { CatalogFilters } from '@marketplace/contract';
import type { SeededRandom } from '../../apps/api/src/seed/catalog/seeded-random.js';
import type { SampledProduct } from './catalog-sample.js';

export type ListingFilters = Omit<CatalogFilters, 'sort' | 'page'>;

const NO_FILTER: ListingFilters = { q: '', category: '', brand: '', minPrice: '', maxPrice: '' };

/** Bounds a shopper types into the price filter. */
export const ROUND_PRICES = [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
/** Words of product names nobody searches for on their own. */
const NOT_SEARCHED = new Set(['and', 'with', 'for', 'the', 'set', 'pack', 'box', 'size', 'sizes', 'ages', 'free']);

/** One word of the name, or now and then two words that stand together in it. */
function searchText(product: SampledProduct, random: SeededRandom): string {
  const name = product.name.toLowerCase();
  const words = name.split(/[^a-z]+/).filter((word) => word.length >= 3 && !NOT_SEARCHED.has(word));
  if (words.length === 0) return name.slice(0, 20).trim();
  const index = random.int(0, words.length - 1);
  const pair = `${words[index]} ${words[index + 1] ?? ''}`;
  return random.chance(0.25) && words[index + 1] && name.includes(pair) ? pair : (words[index] as string);
}

/** The round price band the product's price falls in: between its bounds, under the upper or from the lower. */
function priceRange(product: SampledProduct, random: SeededRandom): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  const upper = ROUND_PRICES.find((bound) => bound > product.price);
  const lower = [...ROUND_PRICES].reverse().find((bound) => bound <= product.price);
  const roll = random.next();
  if (upper && (roll < 0.25 || !lower)) return { minPrice: '', maxPrice: String(upper) };
  if (lower && (roll < 0.4 || !upper)) return { minPrice: String(lower), maxPrice: '' };
  return { minPrice: String(lower ?? 0), maxPrice: String(upper) };
}

interface FilterShape {
  name: string;
  /** Share of the draws, in percent. */
  weight: number;
  filters(product: SampledProduct, random: SeededRandom): Partial<ListingFilters>;
}

const category = (product: SampledProduct) => product.category.toLowerCase();

export const FILTER_SHAPES: FilterShape[] = [
  { name: 'search', weight: 25, filters: (p, r) => ({ q: searchText(p, r) }) },
  { name: 'category', weight: 20, filters: (p) => ({ category: category(p) }) },
  { name: 'search in a category', weight: 15, filters: (p, r) => ({ q: searchText(p, r), category: category(p) }) },
  { name: 'category and brand', weight: 10, filters: (p) => ({ category: category(p), brand: p.brand ?? '' }) },
  { name: 'category and price', weight: 10, filters: (p, r) => ({ category: category(p), ...priceRange(p, r) }) },
  { name: 'search and price', weight: 8, filters: (p, r) => ({ q: searchText(p, r), ...priceRange(p, r) }) },
  {
    name: 'category, brand and price',
    weight: 5,
    filters: (p, r) => ({ category: category(p), brand: p.brand ?? '', ...priceRange(p, r) }),
  },
  { name: 'brand', weight: 4, filters: (p) => ({ brand: p.brand ?? '' }) },
  { name: 'no filter', weight: 3, filters: () => ({}) },
];

/**
 * Up to `limit` different filter combinations, in the order they were first drawn (the likeliest come first);
 * fewer when a small catalogue has no more to give within `limit` × 50 draws.
 */
export function drawListingFilters(products: SampledProduct[], random: SeededRandom, limit: number): ListingFilters[] {
  if (products.length === 0) throw new Error('no products to draw listing filters from');
  const drawn = new Map<string, ListingFilters>();
  const weights = FILTER_SHAPES.map((shape) => shape.weight);
  for (let attempt = 0; attempt < limit * 50 && drawn.size < limit; attempt += 1) {
    const shape = FILTER_SHAPES[random.weighted(weights)] as FilterShape;
    const filters = { ...NO_FILTER, ...shape.filters(random.pick(products), random) };
    const key = JSON.stringify(filters);
    if (!drawn.has(key)) drawn.set(key, filters);
  }
  return [...drawn.values()];
}
