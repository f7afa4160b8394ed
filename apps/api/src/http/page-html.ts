import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, listingRequestOf, parseRouteId } from '@marketplace/contract';
import { weakTagOf } from './weak-etag.js';

/** Written by the web build (`apps/web/build-tools/page-chunks.ts`): each page's script files. */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

interface PageHints {
  /** The page's module name, as the web build lists it. */
  page?: string;
  /** The public API request the page makes first, when it needs no login. */
  request?: string;
  /** The product whose main picture the page shows large, above the fold. */
  productId?: number;
  /** Whether the server may draw the page's first screen (a public page the web build can render). */
  drawn?: boolean;
}

/** The address of a product's main picture, or null when it has none (or there is no such product). */
export type MainPictureOf = (productId: number) => Promise<string | null>;

/** A page's first screen drawn on the server: its HTML and the queries the app starts from. */
export interface FirstScreen {
  html: string;
  state: unknown;
}

/** The first screen of a page, or null when it has none (`first-screen.ts`). */
export type FirstScreenOf = (url: string) => Promise<FirstScreen | null>;

/** Keeps a page's HTML as long as the catalogue answers it was made of (`response-cache.ts`). */
export type KeepPage = (key: string, compute: () => Promise<string>) => Promise<Buffer>;

/**
 * The pages people open first from a link. Their HTML names the page's own scripts and its first API request,
 * so the browser fetches all of it alongside the app's scripts instead of one after another (each step is a
 * round trip on a phone connection); the public ones come with their first screen already drawn. Other pages
 * get index.html as built.
 */
function hintsFor(url: URL): PageHints | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (pathname === '/') return { drawn: true };
  if (pathname === '/products' || pathname === '/search') {
    return { page: 'products-page', request: listingRequestOf(url.searchParams), drawn: true };
  }
  const productId = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  if (productId !== undefined) {
    const id = parseRouteId(productId);
    return id === null ? null : { page: 'product-page', request: apiPaths.product(id), productId: id, drawn: true };
  }
  if (pathname === '/cart') return { page: 'cart-page' };
  return null;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON inside a script element: no `</script>` or comment can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Where index.html holds what the page shows while its scripts load. */
const FIRST_SCREEN = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/;

function readPageChunks(webDist: string): Record<string, string[]> {
  const file = path.join(webDist, PAGE_CHUNKS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

export interface PageHtml {
  body: Buffer;
  /** A weak tag of the content, so a browser revalidating the page gets a 304. */
  etag: string;
}

const pageHtmlOf = (body: Buffer): PageHtml => ({ body, etag: weakTagOf(body) });

interface PageSources {
  mainPictureOf: MainPictureOf;
  firstScreenOf: FirstScreenOf;
  keep: KeepPage;
}

/**
 * The web app's index.html for a page address. A public shop page comes with its first screen drawn, shown
 * (inert) until the app replaces it with the same page, and the queries it was drawn from. When it cannot be
 * drawn, the HTML names what the page will ask for; a product page also names its main picture, the largest
 * thing its first screen paints, so that it loads with the scripts.
 */
export function createPageHtml(webDist: string, sources: PageSources): (url: string) => Promise<PageHtml> {
  const pageChunks = readPageChunks(webDist);
  const scriptLinks = (files: string[]) =>
    files.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`).join('');
  // index.html's entry imports the app itself once the page is painted: every page names its files.
  const appScripts = pageChunks.start ?? [];
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(
    '</head>',
    () => `${scriptLinks(appScripts)}</head>`,
  );
  const asBuilt = pageHtmlOf(Buffer.from(indexHtml));

  async function compose(url: string, hints: PageHints): Promise<string> {
    // A drawn page is already on screen: its scripts load after the first paint instead of competing with it.
    const first = hints.drawn ? await sources.firstScreenOf(url) : null;
    if (first) {
      return indexHtml
        .replace(FIRST_SCREEN, () => `<div inert>${first.html}</div>`)
        .replace(
          '</body>',
          () => `<script type="application/json" id="first-screen-state">${scriptJson(first.state)}</script></body>`,
        );
    }
    const pageScripts = (hints.page ? (pageChunks[hints.page] ?? []) : []).filter((file) => !appScripts.includes(file));
    const links = [scriptLinks(pageScripts)];
    // Without the database, or for a product that does not exist, the page still works; it only loses the hint.
    const picture =
      hints.productId === undefined ? null : await sources.mainPictureOf(hints.productId).catch(() => null);
    if (hints.request) links.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(hints.request)}">`);
    if (picture) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">`);
    return indexHtml.replace('</head>', () => `${links.join('')}</head>`);
  }

  return async (url) => {
    const hints = URL.canParse(url, 'http://page') ? hintsFor(new URL(url, 'http://page')) : null;
    if (!hints) return asBuilt;
    return pageHtmlOf(await sources.keep(`page:${url}`, () => compose(url, hints)));
  };
}
