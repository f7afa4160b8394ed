// Front-end measurements: the JavaScript a first visit downloads per route (Playwright + system
// Chromium) and Lighthouse scores at its default mobile settings.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.js';
import { median } from './measure.js';
import { forgetCleanup, onCleanup, sleep } from './processes.js';

/** Lighthouse drives a Chromium of its own, started headless. */
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROME_FLAGS];

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
  /** Recognises the library in a chunk's text or, for the payment script, its URL. */
  inChunk: (text: string) => boolean;
  inUrl: (url: string) => boolean;
}

export const LIBRARY_RULES: LibraryRule[] = [
  {
    key: 'charts',
    name: 'charts (recharts)',
    allowedPath: '/dashboard',
    inChunk: (text) => text.includes('recharts-'),
    inUrl: () => false,
  },
  {
    key: 'editor',
    name: 'rich-text editor (tiptap / ProseMirror)',
    allowedPath: '/add_product',
    inChunk: (text) => text.includes('ProseMirror') || text.includes('tiptap'),
    inUrl: () => false,
  },
  {
    key: 'payment',
    name: 'payment script (Razorpay checkout.js or its sandbox)',
    allowedPath: '/checkout',
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

export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  finalPath: string;
  /** Accessibility audits that failed, by id. */
  failedAccessibility: string[];
  /** Performance opportunities with the largest estimated savings. */
  opportunities: string[];
  warnings: string[];
}

export interface LighthousePage {
  path: string;
  label: string;
  runs: LighthouseRun[];
  /** The run with the median performance score. */
  median: LighthouseRun | null;
  failure?: string;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? null;

async function setStorage(port: number, base: string, entries: StorageEntries): Promise<void> {
  // A same-origin page that loads none of the app's code, so nothing is cached before the audit.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((pairs: StorageEntries) => {
      const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      for (const [key, value] of pairs) store.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function oneLighthouseRun(base: string, route: RouteSpec): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'error',
  });
  onCleanup('lighthouse-chrome', async () => {
    chrome.kill();
  });
  try {
    if (route.storage) await setStorage(chrome.port, base, route.storage);
    const run = lighthouse(`${base}${route.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForLoad: 60_000,
    });
    const timeout = sleep(180_000).then(() => {
      throw new Error('Lighthouse did not finish within 180 s');
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
    const failedAccessibility = a11yRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit?.id ?? '');
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) >= 100)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .slice(0, 3)
      .map((audit) => `${audit.id} (~${Math.round(audit.numericValue ?? 0)} ms)`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      failedAccessibility,
      opportunities,
      warnings: lhr.runWarnings.map((warning) => String(warning)),
    };
  } finally {
    forgetCleanup('lighthouse-chrome');
    chrome.kill();
  }
}

/** `runs` Lighthouse runs per page, each in a new Chromium with an empty profile; reports the median run. */
export async function runLighthouse(
  base: string,
  routes: RouteSpec[],
  runs: number,
  progress: (line: string) => void,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const route of routes) {
    const done: LighthouseRun[] = [];
    let failure: string | undefined;
    for (let attempt = 1; attempt <= runs; attempt += 1) {
      try {
        const run = await oneLighthouseRun(base, route);
        done.push(run);
        progress(
          `    ${route.path} run ${attempt}/${runs}: performance ${run.performance ?? '–'}, accessibility ${run.accessibility ?? '–'}`,
        );
      } catch (error) {
        failure = (error as Error).message.split('\n')[0];
        progress(`    ${route.path} run ${attempt}/${runs} failed: ${failure}`);
      }
    }
    const scores = done.map((run) => run.performance ?? -1);
    const middle = median(scores);
    const medianRun = done.find((run) => (run.performance ?? -1) === middle) ?? null;
    pages.push({
      path: route.path,
      label: route.label,
      runs: done,
      median: medianRun,
      ...(done.length === 0 && failure ? { failure } : {}),
    });
  }
  return pages;
}
