// Lighthouse at its default mobile settings, each run in a new Chromium with an empty profile.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.js';
import type { RouteSpec, StorageEntries } from './frontend.js';
import { median } from './measure.js';
import { forgetCleanup, onCleanup, sleep } from './processes.js';

/**
 * Lighthouse's mobile CPU slowdown, and twice it: Lighthouse multiplies the main-thread time it observes by the
 * slowdown, so runs at 8× on this host show the browser's side of runs at 4× on a host twice as slow (the server's
 * response times stay as observed here).
 */
export const CPU_SLOWDOWN = { mobile: 4, hostTwiceAsSlow: 8 } as const;

/** How runs at a CPU slowdown are named beside the page: nothing at Lighthouse's own. */
export const atSlowdown = (cpuSlowdown: number) =>
  cpuSlowdown === CPU_SLOWDOWN.mobile ? '' : ` at ${cpuSlowdown}× CPU slowdown`;

/**
 * The address bar's suggestion popup, which Chromium's window builds as it starts, headless too: a WebUI page in
 * a renderer of its own that took 1–2 s of CPU in the first seconds of each run sampled, beside the audited page
 * on a 2-core machine. A phone's browser does no such work while a page loads, and Lighthouse multiplies the page's
 * tasks slowed by it by the CPU slowdown. Both features must be off for the renderer not to start.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Chromium reads only the last `--disable-features`, so the list adds to the one chrome-launcher passes. */
function disabledFeatures(): string {
  const prefix = '--disable-features=';
  const launcherList = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith(prefix));
  return prefix + [...(launcherList?.slice(prefix.length).split(',') ?? []), ...BROWSER_UI_FEATURES].join(',');
}

/** Lighthouse drives a Chromium of its own, started headless. */
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROME_FLAGS, disabledFeatures()];

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
  /** Lighthouse's mainthread-work-breakdown: its total and ms per task group, at the simulated CPU slowdown. */
  mainThread: { totalMs: number | null; byGroup: Partial<Record<MainThreadGroup, number>> };
  warnings: string[];
}

/** The task groups of the mainthread-work-breakdown audit (lighthouse/core/lib/tracehouse/task-groups.js). */
export const MAIN_THREAD_GROUPS = {
  scriptEvaluation: 'script evaluation',
  scriptParseCompile: 'script parse & compile',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  parseHTML: 'parse HTML & CSS',
  garbageCollection: 'garbage collection',
  other: 'other',
} as const;
export type MainThreadGroup = keyof typeof MAIN_THREAD_GROUPS;

export interface LighthousePage {
  path: string;
  label: string;
  runs: LighthouseRun[];
  /** The run with the median performance score. */
  median: LighthouseRun | null;
  /** Why each run that failed failed. */
  failures: string[];
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? null;

function mainThreadWork(audit: { numericValue?: number; details?: unknown } | undefined): LighthouseRun['mainThread'] {
  const items = (audit?.details as { items?: Array<{ group?: string; duration?: number }> } | undefined)?.items ?? [];
  const byGroup: LighthouseRun['mainThread']['byGroup'] = {};
  for (const { group, duration } of items) {
    if (group && group in MAIN_THREAD_GROUPS && typeof duration === 'number') {
      byGroup[group as MainThreadGroup] = (byGroup[group as MainThreadGroup] ?? 0) + duration;
    }
  }
  return { totalMs: audit?.numericValue ?? null, byGroup };
}

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

async function oneLighthouseRun(base: string, route: RouteSpec, cpuSlowdown: number): Promise<LighthouseRun> {
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
      // Merged into the mobile defaults: the simulated network stays as it is.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
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
      mainThread: mainThreadWork(lhr.audits['mainthread-work-breakdown']),
      warnings: lhr.runWarnings.map((warning) => String(warning)),
    };
  } finally {
    forgetCleanup('lighthouse-chrome');
    chrome.kill();
  }
}

/** `runs` Lighthouse runs per page, each in a new Chromium with an empty profile; keeps every run and failure. */
export async function runLighthouse(
  base: string,
  routes: RouteSpec[],
  runs: number,
  progress: (line: string) => void,
  cpuSlowdown: number = CPU_SLOWDOWN.mobile,
): Promise<LighthousePage[]> {
  const at = atSlowdown(cpuSlowdown);
  const pages: LighthousePage[] = [];
  for (const route of routes) {
    const done: LighthouseRun[] = [];
    const failures: string[] = [];
    // A run that fails (Chromium's trace of the load sometimes comes back without its navigation) is run again,
    // up to `runs` times per page; the failures stay in the report.
    while (done.length < runs && failures.length < runs) {
      const attempt = `${done.length + failures.length + 1}`;
      try {
        const run = await oneLighthouseRun(base, route, cpuSlowdown);
        done.push(run);
        progress(
          `    ${route.path}${at} run ${attempt}: performance ${run.performance ?? '–'}, accessibility ${run.accessibility ?? '–'}, ` +
            `TBT ${Math.round(run.tbtMs ?? 0)} ms, main thread ${Math.round(run.mainThread.totalMs ?? 0)} ms`,
        );
      } catch (error) {
        const failure = (error as Error).message.split('\n')[0] ?? 'failed';
        failures.push(failure);
        progress(`    ${route.path}${at} run ${attempt} failed: ${failure}`);
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
      failures,
    });
  }
  return pages;
}
