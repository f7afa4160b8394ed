import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shopPageOf, type FirstScreen, type ShopPage } from '@marketplace/contract';
import { weakTagOf } from './weak-etag.js';

/** Written by the web build (`apps/web/build-tools/page-chunks.ts`): each page's script files. */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** The address of a product's main picture, or null when it has none (or there is no such product). */
export type MainPictureOf = (productId: number) => Promise<string | null>;

/** The first screen of a page, or null when it has none (`first-screen.ts`). */
export type FirstScreenOf = (url: string) => Promise<FirstScreen | null>;

/** Keeps a page's HTML as long as the catalogue answers it was made of (`response-cache.ts`). */
export type KeepPage = (key: string, compute: () => Promise<string>) => Promise<Buffer>;

/** The module name of a shop page's own scripts, as the web build lists them (`page-chunks.json`). */
const PAGE_MODULES = { listing: 'products-page', product: 'product-page', cart: 'cart-page' } as const;

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
 * thing its first screen paints, so that it loads with the scripts. Other pages get index.html as built.
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

  /**
   * A public shop page comes with its first screen drawn. Otherwise its HTML names the page's scripts and first
   * API request, so the browser fetches them alongside the app's scripts instead of one after another (each step
   * is a round trip on a phone connection); the landing page names neither.
   */
  async function compose(url: string, shop: ShopPage): Promise<string> {
    // A drawn page is already on screen: its scripts load after the first paint instead of competing with it.
    // The cart is not drawn: its lines live in the browser.
    const first = shop.page === 'cart' ? null : await sources.firstScreenOf(url);
    if (first) {
      return indexHtml
        .replace(FIRST_SCREEN, () => `<div inert>${first.html}</div>`)
        .replace(
          '</body>',
          () => `<script type="application/json" id="first-screen-state">${scriptJson(first.state)}</script></body>`,
        );
    }
    if (shop.page === 'landing') return indexHtml;
    const pageScripts = (pageChunks[PAGE_MODULES[shop.page]] ?? []).filter((file) => !appScripts.includes(file));
    const links = [scriptLinks(pageScripts)];
    if (shop.page === 'cart') return indexHtml.replace('</head>', () => `${links.join('')}</head>`);
    // Without the database, or for a product that does not exist, the page still works; it only loses the hint.
    const picture = shop.page === 'product' ? await sources.mainPictureOf(shop.productId).catch(() => null) : null;
    links.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(shop.request)}">`);
    if (picture) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">`);
    return indexHtml.replace('</head>', () => `${links.join('')}</head>`);
  }

  return async (url) => {
    const shop = URL.canParse(url, 'http://page') ? shopPageOf(new URL(url, 'http://page')) : null;
    if (!shop) return asBuilt;
    return pageHtmlOf(await sources.keep(`page:${url}`, () => compose(url, shop)));
  };
}
