// First-load JavaScript: what a first visit downloads per route (Playwright + system Chromium), and where the
// heavy libraries sit in the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.js';
import { forgetCleanup, onCleanup, sleep } from './processes.js';

/** Local-storage entries that make the web app think someone is logged in (and has a cart). */
export type StorageEntries = Array<[string, string]>;

export interface RouteSpec {
  path: string;
  label: string;
  storage?: StorageEntries;
}

/** Libraries that must only load where they are used. */
export interface LibraryRule {
  key: 'charts' | 'editor' | 'payment';
  name: string;
  allowedPath: string;
  /** Its chunk may come on top of the first-load budget, on its own page. */
  beyondBudget: boolean;
  /** Recognises the library in a chunk's text or, for the payment script, its URL. */
  inChunk: (text: string) => boolean;
  inUrl: (url: string) => boolean;
}

export const LIBRARY_RULES: LibraryRule[] = [
  {
    key: 'charts',
    name: 'charts (recharts)',
    allowedPath: '/dashboard',
    beyondBudget: true,
    inChunk: (text) => text.includes('recharts-'),
    inUrl: () => false,
  },
  {
    key: 'editor',
    name: 'rich-text editor (tiptap / ProseMirror)',
    allowedPath: '/add_product',
    beyondBudget: true,
    inChunk: (text) => text.includes('ProseMirror') || text.includes('tiptap'),
    inUrl: () => false,
  },
  {
    key: 'payment',
    name: 'payment script (Razorpay checkout.js or its sandbox)',
    allowedPath: '/checkout',
    beyondBudget: false,
    inChunk: () => false,
    inUrl: (url) => /\/checkout\.js(\?|$)/.test(url) || url.includes('checkout.razorpay.com'),
  },
];

export interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  libraries: LibraryRule['key'][];
}

export interface RouteBundle {
  path: string;
  label: string;
  finalPath: string;
  scripts: ScriptFile[];
  jsRawBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  failure?: string;
}

/** First-load JavaScript as the 150 KB budget counts it: without the chunk of a library allowed beyond it here. */
export function budgetedJsBytes(route: RouteBundle): number {
  const exempt = LIBRARY_RULES.filter((rule) => rule.beyondBudget && rule.allowedPath === route.path).map(
    (rule) => rule.key,
  );
  return route.scripts
    .filter((script) => !script.libraries.some((library) => exempt.includes(library)))
    .reduce((sum, script) => sum + script.gzipBytes, 0);
}

const gzipSize = (body: Buffer) => gzipSync(body).length;
const isJs = (response: Response) =>
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname) ||
  (response.headers()['content-type'] ?? '').includes('javascript');
const isCss = (response: Response) => (response.headers()['content-type'] ?? '').includes('text/css');

/** Opens each route in a fresh browser context (empty cache) and sums the JavaScript it downloads until idle. */
export async function measureBundles(base: string, routes: RouteSpec[]): Promise<RouteBundle[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  onCleanup('bundles-browser', () => browser.close());
  try {
    const results: RouteBundle[] = [];
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      try {
        if (route.storage) {
          await context.addInitScript((entries: StorageEntries) => {
            const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
              .localStorage;
            for (const [key, value] of entries) store.setItem(key, value);
          }, route.storage);
        }
        const page = await context.newPage();
        const responses: Response[] = [];
        page.on('response', (response) => responses.push(response));
        const document = await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        if (!document || document.status() >= 400)
          throw new Error(`the page answered ${document?.status() ?? 'nothing'}`);
        // Lazy imports started by effects after the first idle moment still count as the first load.
        await sleep(1_000);
        await page.waitForLoadState('networkidle', { timeout: 30_000 });
        const scripts: ScriptFile[] = [];
        let cssGzipBytes = 0;
        for (const response of responses) {
          if (response.status() >= 300) continue;
          if (isJs(response)) {
            const body = await response.body().catch(() => Buffer.alloc(0));
            const text = body.toString('utf8');
            scripts.push({
              url: response.url(),
              rawBytes: body.length,
              gzipBytes: gzipSize(body),
              libraries: LIBRARY_RULES.filter((rule) => rule.inUrl(response.url()) || rule.inChunk(text)).map(
                (rule) => rule.key,
              ),
            });
          } else if (isCss(response)) {
            cssGzipBytes += gzipSize(await response.body().catch(() => Buffer.alloc(0)));
          }
        }
        results.push({
          path: route.path,
          label: route.label,
          finalPath: new URL(page.url()).pathname,
          scripts,
          jsRawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
          jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
          cssGzipBytes,
        });
      } catch (error) {
        results.push({
          path: route.path,
          label: route.label,
          finalPath: '',
          scripts: [],
          jsRawBytes: 0,
          jsGzipBytes: 0,
          cssGzipBytes: 0,
          failure: (error as Error).message.split('\n')[0] ?? 'failed',
        });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    forgetCleanup('bundles-browser');
    await browser.close();
  }
}

export interface BuiltChunk {
  file: string;
  gzipBytes: number;
  libraries: LibraryRule['key'][];
}

/** The chunks of the production build that contain one of the watched libraries. */
export function libraryChunks(distDir: string): BuiltChunk[] {
  const assets = path.join(distDir, 'assets');
  let files: string[] = [];
  try {
    files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const body = readFileSync(path.join(assets, file));
    const text = body.toString('utf8');
    const libraries = LIBRARY_RULES.filter((rule) => rule.inChunk(text)).map((rule) => rule.key);
    return libraries.length > 0 ? [{ file: `assets/${file}`, gzipBytes: gzipSize(body), libraries }] : [];
  });
}
