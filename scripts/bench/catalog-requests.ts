// Catalogue requests that prepare a block's measurements: the listing chosen from the data, the listed products,
// and the fixed order in which the product details are asked for.
import { apiPaths, filtersFromSearchParams, type CatalogResponse, type Product } from '@marketplace/contract';
import { requestOk } from './http.js';
import { kb } from './format.js';

export const listPath = (params: Record<string, string | number>) =>
  `${apiPaths.products}?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

interface ListingChoice {
  path: string;
  description: string;
}

/** A filtered, sorted listing that matches many products: chosen from the data, see the method in the report. */
export async function chooseListing(base: string): Promise<ListingChoice> {
  const list = async (params: Record<string, string | number>) =>
    (await requestOk<CatalogResponse>(base, listPath(params))).body;
  const { categories } = await list({ page_size: 1 });
  let category: { name: string; count: number } | null = null;
  for (const candidate of categories) {
    const { count } = await list({ category: candidate.name, page_size: 1 });
    if (!category || count > category.count) category = { name: candidate.name, count };
  }
  if (!category || category.count === 0) throw new Error('no category has products');
  const sample = (await list({ category: category.name, page_size: 100 })).products;
  const frequency = new Map<string, number>();
  for (const product of sample) {
    for (const word of new Set(
      product.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((part) => part.length >= 4),
    )) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const words = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
  let search: { word: string; count: number } | null = null;
  let fallback: { word: string; count: number } | null = null;
  for (const [word] of words) {
    const { count } = await list({ q: word, category: category.name, page_size: 1 });
    if (!fallback || count > fallback.count) fallback = { word, count };
    if (count <= category.count * 0.6 && (!search || count > search.count)) search = { word, count };
  }
  search = search ?? fallback;
  if (!search || search.count === 0) throw new Error(`no word of the names in ${category.name} matches anything`);
  const { word } = search;
  const priceAt = async (fraction: number) => {
    const position = Math.min(search.count - 1, Math.floor(search.count * fraction));
    const [product] = (
      await list({ q: word, category: category.name, sort: 'price_asc', page_size: 1, page: position + 1 })
    ).products;
    if (!product) throw new Error('the price percentile query returned nothing');
    return product.price;
  };
  const minPrice = Math.floor(await priceAt(0.1));
  const maxPrice = Math.ceil(await priceAt(0.9));
  const params = {
    q: word,
    category: category.name,
    min_price: minPrice,
    max_price: maxPrice,
    sort: 'price_asc',
    page: 2,
  };
  const check = await requestOk<CatalogResponse>(base, listPath(params));
  const page = check.body.total_pages >= 2 ? 2 : 1;
  const chosen = listPath({ ...params, page });
  return {
    path: chosen,
    description:
      `\`GET ${decodeURIComponent(chosen)}\` — matches ${check.body.count.toLocaleString('en-US')} products ` +
      `(“${word}” is in ${search.count.toLocaleString('en-US')} of the ${category.count.toLocaleString('en-US')} in ${category.name}), ` +
      `page ${page} of ${check.body.total_pages}, ${check.body.products.length} products, ${kb(check.bytes)} of JSON`,
  };
}

/**
 * Up to `wanted` of the listing `paths` that have at least one filter and a full page of products, in a fixed
 * shuffled order, with the median size of their answers. Asked of the server in the order given.
 */
export async function fullListingPages(
  base: string,
  paths: readonly string[],
  wanted: number,
): Promise<{ paths: string[]; medianBytes: number }> {
  const chosen: string[] = [];
  const bytes: number[] = [];
  for (const path of paths) {
    if (chosen.length >= wanted) break;
    const { q, category, brand, minPrice, maxPrice } = filtersFromSearchParams(
      new URLSearchParams(path.split('?')[1] ?? ''),
    );
    if (!(q || category || brand || minPrice || maxPrice)) continue;
    const answer = await requestOk<CatalogResponse>(base, path);
    if (answer.body.products.length < answer.body.page_size) continue;
    chosen.push(path);
    bytes.push(answer.bytes);
  }
  bytes.sort((a, b) => a - b);
  return { paths: shuffled(chosen), medianBytes: bytes[Math.floor(bytes.length / 2)] ?? 0 };
}

/** Up to `pages` pages of 100 listed products, newest first. */
export async function listedProducts(base: string, pages: number): Promise<{ products: Product[]; count: number }> {
  const products: Product[] = [];
  let count = 0;
  for (let page = 1; page <= pages; page += 1) {
    const body = (await requestOk<CatalogResponse>(base, listPath({ page_size: 100, page }))).body;
    products.push(...body.products);
    count = body.count;
    if (page >= body.total_pages) break;
  }
  return { products, count };
}

/** A fixed shuffle, so every run asks for the products in the same order. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  let seed = 20240601;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const other = seed % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
