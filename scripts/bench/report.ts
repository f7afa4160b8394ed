// Turns the measurements into the console tables and docs/benchmarks.md.
import { blockTitle, kb, markdownTable, ms, percent, textTable } from './format.js';
import type { BuiltChunk, RouteBundle } from './frontend.js';
import type { LighthousePage } from './lighthouse.js';
import { frontendSections } from './frontend-report.js';
import { endpointsDetail, LOAD_HEADERS, loadRows } from './load-table.js';
import type { LoadResult } from './load.js';
import { methodSection } from './method-section.js';
import { realTrafficSection } from './real-traffic-report.js';
import type { OrderFlowResult } from './orders.js';
import type { RealTrafficResult } from './real-traffic-block.js';
import type { TargetRow } from './target-row.js';
import { evaluateTargets } from './targets.js';

const STATUS_CELLS: Record<TargetRow['status'], string> = {
  met: '✅ met',
  missed: '❌ missed',
  'not measured': '– not measured',
  reported: 'ℹ️ reported',
};

export type DatabaseKind = 'pglite' | 'postgres';

export interface BlockResult {
  database: DatabaseKind;
  size: number;
  listedProducts: number | null;
  seedSeconds: number | null;
  ceiling: LoadResult | null;
  endpoints: LoadResult[];
  orderFlow: OrderFlowResult | null;
  realTraffic: RealTrafficResult | null;
  /** VmHWM of the API process (its highest resident memory) when it was stopped, per server of the block. */
  serverPeakBytes: { defaultCache: number | null; cacheOff: number | null };
  notes: string[];
}

export interface FrontendResult {
  server: string;
  /** The product page audited. */
  product: { path: string; name: string; pictures: number; reviews: number } | null;
  /** The products in the audited cart, one line each. */
  cartLines: string[];
  /** The pages the targets name (landing, listing, product, cart). */
  targetPaths: string[];
  webBuild: string;
  bundles: RouteBundle[] | null;
  chunks: BuiltChunk[];
  lighthouse: LighthousePage[] | null;
  lighthouseRuns: number;
  /** The same pages at twice the CPU slowdown: the margin a host twice as slow would eat (null: not run). */
  slowerHost: { cpuSlowdown: number; runs: number; pages: LighthousePage[] } | null;
  notes: string[];
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
  loadAverageStart: number[];
  loadAverageEnd: number[];
  /** % of all cores busy with other work in the seconds before the benchmark started. */
  busyBeforeStart: number | null;
  /** Linux pressure stall information: share of time some task waited for a CPU (last 60 s). */
  cpuPressureStart: string;
  cpuPressureEnd: string;
  commit: string;
  postgres: string;
  tools: { autocannon: string; lighthouse: string; chromium: string };
}

export interface Settings {
  sizes: number[];
  databases: DatabaseKind[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  workers: number;
  orderRate: number;
  lighthouseRuns: number;
  /** Lighthouse runs per page at twice the CPU slowdown; 0 skips them. */
  lighthouseSlowerHostRuns: number;
  frontend: boolean;
  postgresAdminUrl: string;
  output: string;
}

export interface RunReport {
  startedAt: Date;
  finishedAt: Date;
  machine: Machine;
  settings: Settings;
  blocks: BlockResult[];
  frontend: FrontendResult | null;
  notes: string[];
}

export function consoleBlock(block: BlockResult): string {
  const lines = [`\n${blockTitle(block)}`, textTable(LOAD_HEADERS, loadRows(block))];
  for (const note of block.notes) lines.push(`  note: ${note}`);
  return lines.join('\n');
}

export function consoleSummary(report: RunReport): string {
  const lines: string[] = ['\n================ Benchmark results ================'];
  for (const block of report.blocks) lines.push(consoleBlock(block));
  const frontend = report.frontend;
  if (frontend?.lighthouse) {
    lines.push('\nLighthouse (mobile, median run)');
    lines.push(
      textTable(
        ['page', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS'],
        frontend.lighthouse.map((page) => [
          page.path,
          String(page.median?.performance ?? '–'),
          String(page.median?.accessibility ?? '–'),
          ms(page.median?.lcpMs),
          ms(page.median?.tbtMs),
          page.median?.cls?.toFixed(3) ?? '–',
        ]),
      ),
    );
  }
  if (frontend?.bundles) {
    lines.push('\nFirst-load JavaScript (gzip)');
    lines.push(
      textTable(
        ['route', 'JS gzip', 'files', 'watched libraries'],
        frontend.bundles.map((route) => [
          route.path,
          route.failure ? `failed: ${route.failure}` : kb(route.jsGzipBytes),
          String(route.scripts.length),
          [...new Set(route.scripts.flatMap((script) => script.libraries))].join(', ') || '–',
        ]),
      ),
    );
  }
  lines.push('\nTargets');
  lines.push(
    textTable(
      ['target', 'measured', 'status'],
      evaluateTargets(report).map((row) => [row.target, row.measured, row.status]),
    ),
  );
  for (const note of report.notes) lines.push(`note: ${note}`);
  return lines.join('\n');
}

export function markdown(report: RunReport): string {
  const m = report.machine;
  const minutes = ((report.finishedAt.getTime() - report.startedAt.getTime()) / 60_000).toFixed(1);
  const sections: string[] = [
    '# Benchmarks',
    `Generated by \`npm run bench\` on ${report.startedAt.toISOString()} (took ${minutes} min). Do not edit by hand: run it again.`,
    `## Machine\n\n` +
      markdownTable(
        ['', ''],
        [
          ['CPU', `${m.cpus} × ${m.cpuModel}`],
          ['memory', `${m.memoryGiB.toFixed(1)} GiB`],
          ['Node.js', m.node],
          ['OS', m.platform],
          ['PostgreSQL', m.postgres],
          ['Chromium', m.tools.chromium],
          ['load average (1/5/15 min) at start', m.loadAverageStart.map((value) => value.toFixed(2)).join(' / ')],
          ['load average at end', m.loadAverageEnd.map((value) => value.toFixed(2)).join(' / ')],
          ['CPU busy with other work just before the start', percent(m.busyBeforeStart)],
          ['CPU pressure (PSI "some", 60 s) at start / end', `${m.cpuPressureStart} / ${m.cpuPressureEnd}`],
          ['commit', m.commit],
        ],
        ['l', 'l'],
      ),
    methodSection(report),
    '## Results: API',
  ];
  for (const block of report.blocks) {
    sections.push(
      `### ${blockTitle(block)}\n\n${markdownTable(LOAD_HEADERS, loadRows(block))}\n\n${endpointsDetail(block)}`,
    );
  }
  if (report.blocks.length === 0) sections.push('No API measurements in this run.');
  sections.push(realTrafficSection(report.blocks));
  sections.push(frontendSections(report.frontend));
  sections.push(
    '## Targets\n\n' +
      markdownTable(
        ['target', 'measured', 'status'],
        evaluateTargets(report).map((row) => [row.target, row.measured, STATUS_CELLS[row.status]]),
        ['l', 'l', 'l'],
      ),
  );
  if (report.notes.length > 0) sections.push(`## Notes\n\n${report.notes.map((note) => `- ${note}`).join('\n')}`);
  return `${sections.join('\n\n')}\n`;
}
