// The Lighthouse tables of docs/benchmarks.md: every run of every page, its scores and metrics, and where its
// main-thread time went.
import { markdownTable, ms } from './format.js';
import {
  atSlowdown,
  CPU_SLOWDOWN,
  MAIN_THREAD_GROUPS,
  type LighthousePage,
  type LighthouseRun,
  type MainThreadGroup,
} from './lighthouse.js';

const pageCell = (page: LighthousePage, run: LighthouseRun | null) =>
  `${page.label} \`${page.path}\`${run && run.finalPath !== page.path ? ` (ended on \`${run.finalPath}\`)` : ''}`;

/** One row per run, then one per failed run; `cells` fills the columns after page and run. */
function perRun(pages: LighthousePage[], cells: (run: LighthouseRun) => string[], width: number): string[][] {
  return pages.flatMap((page) => [
    ...page.runs.map((run, index) => [pageCell(page, run), String(index + 1), ...cells(run)]),
    ...page.failures.map((failure, index) => [
      pageCell(page, null),
      String(page.runs.length + index + 1),
      `failed: ${failure}`,
      ...Array<string>(width - 1).fill('–'),
    ]),
  ]);
}

export function lighthouseSections(
  pages: LighthousePage[],
  runs: number,
  cpuSlowdown: number = CPU_SLOWDOWN.mobile,
): string {
  const named = atSlowdown(cpuSlowdown);
  const at = named ? `${named} (what a host twice as slow would show)` : '';
  const scores = markdownTable(
    [
      'page',
      'run',
      'performance',
      'accessibility',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'Speed Index',
      'failed accessibility audits',
      'top opportunities',
    ],
    perRun(
      pages,
      (run) => [
        String(run.performance ?? '–'),
        String(run.accessibility ?? '–'),
        ms(run.fcpMs),
        ms(run.lcpMs),
        ms(run.tbtMs),
        run.cls?.toFixed(3) ?? '–',
        ms(run.speedIndexMs),
        run.failedAccessibility.join(', ') || '–',
        run.opportunities.join(', ') || '–',
      ],
      9,
    ),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
  );
  const groups = Object.keys(MAIN_THREAD_GROUPS) as MainThreadGroup[];
  const mainThread = markdownTable(
    ['page', 'run', 'total', ...groups.map((group) => MAIN_THREAD_GROUPS[group])],
    perRun(
      pages,
      (run) => [ms(run.mainThread.totalMs), ...groups.map((group) => ms(run.mainThread.byGroup[group] ?? 0))],
      groups.length + 1,
    ),
  );
  return (
    `### Lighthouse (mobile)${at}, each of ${runs} run(s) per page\n\n${scores}\n\n` +
    `### Main-thread work per run${at}\n\nLighthouse’s \`mainthread-work-breakdown\` audit: main-thread time of the page load by ` +
    `kind of task, multiplied by the simulated ${cpuSlowdown}× CPU slowdown as Lighthouse reports it.\n\n` +
    mainThread
  );
}
