import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, listingRequestOf, parseRouteId } from '@marketplace/contract';

/** Written by the web build (`apps/web/build-tools/page-chunks.ts`): each page's script files. */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

interface PageHints {
  /** The page's module name, as the web build lists it. */
  page: string;
  /** The public API request the page makes first, when it needs no login. */
  request?: string;
  /** The product whose main picture the page shows large, above the fold. */
  productId?: number;
}

/** The address of a product's main picture, or null when it has none (or there is no such product). */
export type MainPictureOf = (productId: number) => Promise<string | null>;

/**
 * The shop pages people open first from a link: for them the HTML names the page's own scripts and its
 * first API request, so the browser fetches all of it alongside the app's scripts instead of one after
 * another (each step is a round trip on a phone connection). Other pages get index.html as built.
 */
function hintsFor(url: URL): PageHints | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (pathname === '/products' || pathname === '/search') {
    return { page: 'products-page', request: listingRequestOf(url.searchParams) };
  }
  const productId = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  if (productId !== undefined) {
    const id = parseRouteId(productId);
    return id === null ? null : { page: 'product-page', request: apiPaths.product(id), productId: id };
  }
  if (pathname === '/cart') return { page: 'cart-page' };
  return null;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function readPageChunks(webDist: string): Record<string, string[]> {
  const file = path.join(webDist, PAGE_CHUNKS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

export interface PageHtml {
  html: string;
  /** A weak tag of the content, so a browser revalidating the page gets a 304. */
  etag: string;
}

const pageHtmlOf = (html: string): PageHtml => ({
  html,
  etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
});

/**
 * The web app's index.html for a page address, with the preload hints of that page. A product page also
 * names its main picture, the largest thing its first screen paints, so that it loads with the scripts.
 */
export function createPageHtml(webDist: string, mainPictureOf: MainPictureOf): (url: string) => Promise<PageHtml> {
  const asBuilt = pageHtmlOf(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const pageChunks = readPageChunks(webDist);
  return async (url) => {
    const hints = URL.canParse(url, 'http://page') ? hintsFor(new URL(url, 'http://page')) : null;
    const scripts = hints ? (pageChunks[hints.page] ?? []) : [];
    if (!hints || (scripts.length === 0 && !hints.request)) return asBuilt;
    // Without the database, or for a product that does not exist, the page still works; it only loses the hint.
    const picture = hints.productId === undefined ? null : await mainPictureOf(hints.productId).catch(() => null);
    const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`);
    if (hints.request) links.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(hints.request)}">`);
    if (picture) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">`);
    return pageHtmlOf(asBuilt.html.replace('</head>', `${links.join('')}</head>`));
  };
}
