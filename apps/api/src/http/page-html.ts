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
  /** The pictures the page paints first, above the fold. */
  pictures?: (of: PagePictures) => Promise<string[]>;
}

/** The addresses of the pictures a shop page paints first; none when there are none (or no such product). */
export interface PagePictures {
  /** A product page's main picture. */
  product(productId: number): Promise<string[]>;
  /** The first cards' pictures of a listing, given the catalogue request the page makes. */
  listing(request: string): Promise<string[]>;
}

/**
 * The shop pages people open first from a link: for them the HTML names the page's own scripts and its
 * first API request, so the browser fetches all of it alongside the app's scripts instead of one after
 * another (each step is a round trip on a phone connection). Other pages get index.html as built.
 */
function hintsFor(url: URL): PageHints | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (pathname === '/products' || pathname === '/search') {
    const request = listingRequestOf(url.searchParams);
    return { page: 'products-page', request, pictures: (of) => of.listing(request) };
  }
  const productId = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  if (productId !== undefined) {
    const id = parseRouteId(productId);
    return id === null
      ? null
      : { page: 'product-page', request: apiPaths.product(id), pictures: (of) => of.product(id) };
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
 * The web app's index.html for a page address, with the preload hints of that page. The public shop pages also
 * name the pictures their first screen paints, the largest things in it, so that they load with the scripts.
 */
export function createPageHtml(webDist: string, pagePictures: PagePictures): (url: string) => Promise<PageHtml> {
  const asBuilt = pageHtmlOf(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const pageChunks = readPageChunks(webDist);
  return async (url) => {
    const hints = URL.canParse(url, 'http://page') ? hintsFor(new URL(url, 'http://page')) : null;
    const scripts = hints ? (pageChunks[hints.page] ?? []) : [];
    if (!hints || (scripts.length === 0 && !hints.request)) return asBuilt;
    // Without the database, or for a product that does not exist, the page still works; it only loses the hint.
    const pictures = hints.pictures ? await hints.pictures(pagePictures).catch(() => []) : [];
    const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`);
    if (hints.request) links.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(hints.request)}">`);
    for (const picture of pictures) {
      links.push(`<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">`);
    }
    return pageHtmlOf(asBuilt.html.replace('</head>', `${links.join('')}</head>`));
  };
}
