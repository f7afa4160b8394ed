import { apiPaths } from './paths.js';
import { listingRequestOf } from './catalog-page.js';
import { parseRouteId } from './route-id.js';

/** A shop page people open first from a link, and the API request it makes first (public ones only). */
export type ShopPage =
  | { page: 'landing'; request: string }
  | { page: 'listing'; request: string }
  | { page: 'product'; request: string; productId: number }
  | { page: 'cart' };

/**
 * Which shop page an address shows, for the server that sends its HTML and for the server build that draws
 * it; null for any other address (a trailing slash does not count).
 */
export function shopPageOf(url: URL): ShopPage | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (pathname === '/') return { page: 'landing', request: apiPaths.homeData };
  if (pathname === '/products' || pathname === '/search') {
    return { page: 'listing', request: listingRequestOf(url.searchParams) };
  }
  if (pathname === '/cart') return { page: 'cart' };
  const productId = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  const id = productId === undefined ? null : parseRouteId(productId);
  return id === null ? null : { page: 'product', request: apiPaths.product(id), productId: id };
}

/** A public API answer, or null when the API did not answer 200. */
export type ApiAnswer = (path: string) => Promise<unknown>;

/** A shop page's first screen drawn on the server: its HTML and the queries the app starts from. */
export interface FirstScreen<State = unknown> {
  /** The page as a visitor who is not signed in first sees it. */
  html: string;
  /** The page's queries, for the app to start from instead of asking the API again. */
  state: State;
}
