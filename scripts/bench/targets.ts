// The targets of the issues, checked against the measurements.
import { blockTitle, int, kb, ms } from './format.js';
import { routesLoading } from './frontend-report.js';
import { LIBRARY_RULES } from './frontend.js';
import type { LoadResult } from './load.js';
import { UNCACHED_SUFFIX, type BlockResult, type DatabaseKind, type RunReport } from './report.js';

export interface TargetRow {
  target: string;
  measured: string;
  status: 'met' | 'missed' | 'not measured';
}

function endpoint(blocks: BlockResult[], database: DatabaseKind, size: number, key: string) {
  const result = blocks
    .find((block) => block.database === database && block.size === size)
    ?.endpoints.find((candidate) => candidate.key === key);
  return result && !result.failure ? result : undefined;
}

const verdict = (ok: boolean): TargetRow['status'] => (ok ? 'met' : 'missed');

export function evaluateTargets(report: RunReport): TargetRow[] {
  const rows: TargetRow[] = [];
  const { blocks } = report;
  const notMeasured = (target: string, why: string) => rows.push({ target, measured: why, status: 'not measured' });

  const modes = [
    { suffix: '', label: 'catalogue cache on (default)' },
    { suffix: UNCACHED_SUFFIX, label: 'catalogue cache off' },
  ];
  const throughput = (result: LoadResult) => `${int(result.requestsPerSecond)} req/s`;
  for (const { suffix, label } of modes) {
    const listingPg = endpoint(blocks, 'postgres', 100_000, `listing${suffix}`);
    const t1 = `Filtered, sorted listing, 100,000 products, PostgreSQL, ${label}: ≥ 2,500 req/s, p99 ≤ 50 ms`;
    if (listingPg) {
      rows.push({
        target: t1,
        measured: `${throughput(listingPg)}, p99 ${ms(listingPg.p99)}`,
        status: verdict(listingPg.requestsPerSecond >= 2500 && listingPg.p99 <= 50),
      });
    } else notMeasured(t1, 'no PostgreSQL run at 100,000 products');
    const listingLite = endpoint(blocks, 'pglite', 100_000, `listing${suffix}`);
    const t2 = `Filtered, sorted listing, 100,000 products, PGlite, ${label}: ≥ 1,000 req/s`;
    if (listingLite) {
      rows.push({
        target: t2,
        measured: throughput(listingLite),
        status: verdict(listingLite.requestsPerSecond >= 1000),
      });
    } else notMeasured(t2, 'no PGlite run at 100,000 products');
    const pgSizes = blocks.filter((block) => block.database === 'postgres').map((block) => block.size);
    if (pgSizes.length === 0) notMeasured(`Product detail, PostgreSQL, ${label}: ≥ 3,000 req/s`, 'no PostgreSQL run');
    for (const size of pgSizes) {
      const detail = endpoint(blocks, 'postgres', size, `detail${suffix}`);
      const target = `Product detail, PostgreSQL, ${int(size)} products, ${label}: ≥ 3,000 req/s`;
      if (detail)
        rows.push({ target, measured: throughput(detail), status: verdict(detail.requestsPerSecond >= 3000) });
      else notMeasured(target, 'not measured');
    }
  }

  for (const block of blocks) {
    const flow = block.orderFlow;
    const target = `Order creation + verification, ${blockTitle(block)}: p99 < 300 ms at 50 req/s, zero errors`;
    if (!flow || flow.failure) notMeasured(target, flow?.failure ?? 'not run');
    else {
      rows.push({
        target,
        measured: `p99 ${ms(flow.p99)}, ${flow.errors} errors, ${flow.rate}/s`,
        status: verdict(flow.p99 < 300 && flow.errors === 0 && flow.rate >= 50),
      });
    }
  }

  const lighthouse = report.frontend?.lighthouse;
  for (const label of ['performance', 'accessibility'] as const) {
    const target = `Lighthouse mobile ${label} ≥ 95 (landing, listing, product, cart)`;
    if (!lighthouse || lighthouse.length === 0) {
      notMeasured(target, 'Lighthouse not run');
      continue;
    }
    const scores = lighthouse.map((page) => `${page.label} ${page.median?.[label] ?? '–'}`);
    const ok = lighthouse.every((page) => (page.median?.[label] ?? -1) >= 95);
    rows.push({ target, measured: scores.join(', '), status: verdict(ok) });
  }

  const bundles = report.frontend?.bundles;
  const budget = 150 * 1024;
  const targetPaths = report.frontend?.targetPaths ?? [];
  const groups = [
    {
      name: 'landing, listing, product, cart',
      routes: (bundles ?? []).filter((route) => targetPaths.includes(route.path)),
    },
    {
      name: 'every other measured route',
      routes: (bundles ?? []).filter((route) => !targetPaths.includes(route.path)),
    },
  ];
  for (const group of groups) {
    const target = `First-load JavaScript ≤ 150 KB gzipped (${group.name})`;
    const measured = group.routes.filter((route) => !route.failure);
    if (measured.length === 0) {
      notMeasured(target, 'not measured');
      continue;
    }
    rows.push({
      target,
      measured: measured.map((route) => `${route.path} ${kb(route.jsGzipBytes)}`).join(', '),
      status: verdict(
        measured.length === group.routes.length && measured.every((route) => route.jsGzipBytes <= budget),
      ),
    });
  }

  for (const rule of LIBRARY_RULES) {
    const target = `${rule.name} loaded only on ${rule.allowedPath}`;
    if (!bundles || bundles.length === 0) {
      notMeasured(target, 'not measured');
      continue;
    }
    const where = routesLoading(bundles, rule.key);
    const inBuild = (report.frontend?.chunks ?? []).some((chunk) => chunk.libraries.includes(rule.key));
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
