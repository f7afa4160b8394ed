// The front-end targets of issues #15 and #17: Lighthouse performance ≥ 95 and accessibility 100 in every run on the
// landing, listing, product and cart pages, and performance ≥ 95 with the CPU slowdown doubled (the margin for a host
// twice as slow); first-load JavaScript ≤ 150 KB on every measured route (the dashboard and the product editor may add
// their chart or editor chunk on top); heavy libraries only on their own pages.
import { kb } from './format.js';
import { routesLoading } from './frontend-report.js';
import { budgetedJsBytes, LIBRARY_RULES, type RouteBundle } from './frontend.js';
import { CPU_SLOWDOWN, type LighthousePage } from './lighthouse.js';
import type { FrontendResult } from './report.js';
import { notMeasured, verdict, type TargetRow } from './target-row.js';

const BUDGET_BYTES = 150 * 1024;

const runsOf = (page: LighthousePage, score: 'performance' | 'accessibility') => {
  const scores = page.runs.map((run) => String(run[score] ?? '–')).join(', ');
  const failed = page.failures.length;
  return failed === 0 ? scores : `${scores} (${failed} failed run${failed === 1 ? '' : 's'} run again)`;
};

/** Every run of every page at 95 or more, all runs done. */
const performanceRows = (pages: LighthousePage[], runs: number, target: (page: LighthousePage) => string) =>
  pages.map((page): TargetRow => ({
    target: target(page),
    measured: `runs: ${runsOf(page, 'performance')}`,
    status: verdict(page.runs.length === runs && page.runs.every((run) => (run.performance ?? -1) >= 95)),
  }));

function lighthouseRows(pages: LighthousePage[] | null, runs: number): TargetRow[] {
  const accessibility = (what: string) => `Lighthouse accessibility 100 in ${what} (landing, listing, product, cart)`;
  if (!pages || pages.length === 0) {
    return [
      notMeasured(
        'Lighthouse mobile performance ≥ 95 in each run (landing, listing, product, cart)',
        'Lighthouse not run',
      ),
      notMeasured(accessibility('each run'), 'Lighthouse not run'),
    ];
  }
  const rows = performanceRows(
    pages,
    runs,
    (page) => `Lighthouse mobile performance ≥ 95 in each of ${runs} run(s), ${page.label} \`${page.path}\``,
  );
  rows.push({
    target: accessibility(`each of ${runs} run(s)`),
    measured: pages.map((page) => `${page.label} ${runsOf(page, 'accessibility')}`).join('; '),
    status: verdict(
      pages.every((page) => page.runs.length === runs && page.runs.every((run) => run.accessibility === 100)),
    ),
  });
  return rows;
}

/** The margin for a host twice as slow: the same target with Lighthouse's CPU slowdown doubled. */
function slowerHostRows(slower: FrontendResult['slowerHost']): TargetRow[] {
  const what = `Margin for a host twice as slow: Lighthouse performance ≥ 95 at ${CPU_SLOWDOWN.hostTwiceAsSlow}× CPU slowdown`;
  if (!slower || slower.pages.length === 0)
    return [notMeasured(`${what} (landing, listing, product, cart)`, 'not run')];
  return performanceRows(
    slower.pages,
    slower.runs,
    (page) => `${what}, each of ${slower.runs} run(s), ${page.label} \`${page.path}\``,
  );
}

function budgetRow(route: RouteBundle): TargetRow {
  const watched = LIBRARY_RULES.find((rule) => rule.beyondBudget && rule.allowedPath === route.path);
  const target = `First-load JavaScript ≤ 150 KB gzipped, ${route.label} \`${route.path}\`${watched ? ` (without its ${watched.name} chunk)` : ''}`;
  if (route.failure) return { target, measured: `failed: ${route.failure}`, status: 'missed' };
  const counted = budgetedJsBytes(route);
  const measured = counted === route.jsGzipBytes ? kb(counted) : `${kb(counted)} (${kb(route.jsGzipBytes)} with it)`;
  return { target, measured, status: verdict(counted <= BUDGET_BYTES) };
}

export function frontendTargets(frontend: FrontendResult | null): TargetRow[] {
  const rows = lighthouseRows(frontend?.lighthouse ?? null, frontend?.lighthouseRuns ?? 0);
  rows.push(...slowerHostRows(frontend?.slowerHost ?? null));
  const bundles = frontend?.bundles ?? [];
  if (bundles.length === 0)
    rows.push(notMeasured('First-load JavaScript ≤ 150 KB gzipped on every measured route', 'not measured'));
  rows.push(...bundles.map(budgetRow));
  for (const rule of LIBRARY_RULES) {
    const target = `${rule.name} loaded only on ${rule.allowedPath}`;
    if (bundles.length === 0) {
      rows.push(notMeasured(target, 'not measured'));
      continue;
    }
    const where = routesLoading(bundles, rule.key);
    const inBuild = (frontend?.chunks ?? []).some((chunk) => chunk.libraries.includes(rule.key));
    const measured =
      where.length > 0
        ? `loaded on ${where.join(', ')}`
        : rule.key === 'payment' || inBuild
          ? 'loaded on no measured route at first load'
          : 'not in the build yet';
    rows.push({ target, measured, status: verdict(where.every((route) => route === rule.allowedPath)) });
  }
  return rows;
}
