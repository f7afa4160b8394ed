// The API targets of issue #15, checked against the blocks of the run: cache-off reads and real traffic at 100,000
// products on both databases, the 1,000,000-product block on PostgreSQL, memory under real traffic, and the
// order flow of every block.
import { blockTitle, dbName, int, mb, ms } from './format.js';
import type { LoadResult } from './load.js';
import { UNCACHED_SUFFIX, type BlockResult, type DatabaseKind } from './report.js';
import { notMeasured, verdict, type TargetRow } from './target-row.js';

interface ThroughputTarget {
  key: string;
  what: string;
  database: DatabaseKind;
  size: number;
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
  maxCpuMsPerRequest?: number;
}

const findBlock = (blocks: BlockResult[], database: DatabaseKind, size: number) =>
  blocks.find((block) => block.database === database && block.size === size);

function hitRate(block: BlockResult): string {
  const all = block.realTraffic?.hitRates?.all;
  return all && all.requests > 0 ? `cache hit rate ${((all.hits / all.requests) * 100).toFixed(1)} %` : 'no hit rate';
}

function throughputRow(blocks: BlockResult[], target: ThroughputTarget): TargetRow {
  const limits = [
    target.minRequestsPerSecond !== undefined ? `≥ ${int(target.minRequestsPerSecond)} req/s` : '',
    target.maxP99Ms !== undefined ? `p99 ≤ ${target.maxP99Ms} ms` : '',
    target.maxCpuMsPerRequest !== undefined
      ? `≤ ${target.maxCpuMsPerRequest} ms CPU per request (server + database)`
      : '',
  ].filter(Boolean);
  const name = `${target.what}, ${int(target.size)} products, ${dbName(target.database)}: ${limits.join(', ')}`;
  const block = findBlock(blocks, target.database, target.size);
  const result: LoadResult | undefined = block?.endpoints.find((candidate) => candidate.key === target.key);
  if (!block || !result) {
    const optIn = target.size === 1_000_000 ? ' (opt-in: BENCH_SIZES=1000000 BENCH_DATABASES=postgres)' : '';
    return notMeasured(name, `no ${dbName(target.database)} run at ${int(target.size)} products${optIn}`);
  }
  if (result.failure) return notMeasured(name, `failed: ${result.failure}`);
  const measured = [
    `${int(result.requestsPerSecond)} req/s`,
    `p99 ${ms(result.p99)}`,
    `${result.cpuMsPerRequest?.toFixed(2) ?? '–'} ms CPU/req`,
    ...(target.key === 'traffic' ? [hitRate(block)] : []),
    ...(result.errors > 0 ? [`${int(result.errors)} errors`] : []),
  ];
  const ok =
    result.errors === 0 &&
    (target.minRequestsPerSecond === undefined || result.requestsPerSecond >= target.minRequestsPerSecond) &&
    (target.maxP99Ms === undefined || result.p99 <= target.maxP99Ms) &&
    (target.maxCpuMsPerRequest === undefined ||
      (result.cpuMsPerRequest !== null && result.cpuMsPerRequest <= target.maxCpuMsPerRequest));
  return { target: name, measured: measured.join(', '), status: verdict(ok) };
}

const MEMORY_LIMIT_BYTES = 300 * 2 ** 20;

function memoryRow(blocks: BlockResult[], database: DatabaseKind, size: number, limited: boolean): TargetRow {
  const name = `API process memory under real traffic, ${int(size)} products, ${dbName(database)}: ${limited ? 'RSS ≤ 300 MB' : 'RSS reported'}`;
  const memory = findBlock(blocks, database, size)?.realTraffic?.memory;
  if (!memory || memory.peakBytes === null)
    return notMeasured(name, `no ${dbName(database)} real traffic at ${int(size)} products`);
  const measured = `peak ${mb(memory.peakBytes)}, median ${mb(memory.medianBytes)}`;
  return { target: name, measured, status: limited ? verdict(memory.peakBytes <= MEMORY_LIMIT_BYTES) : 'reported' };
}

const uncached = (key: string) => `${key}${UNCACHED_SUFFIX}`;
const LISTING = 'Filtered, sorted listing, cache off';
const DETAIL = 'Product detail, cache off';
const HOME = 'Home data, cache off';
const TRAFFIC = 'Real traffic, default cache (hit rate reported)';

export function apiTargets(blocks: BlockResult[]): TargetRow[] {
  const pg = 'postgres' as const;
  const lite = 'pglite' as const;
  const rows = [
    throughputRow(blocks, {
      key: uncached('listing'),
      what: LISTING,
      database: pg,
      size: 100_000,
      minRequestsPerSecond: 2_500,
      maxP99Ms: 50,
      maxCpuMsPerRequest: 0.8,
    }),
    throughputRow(blocks, {
      key: uncached('detail'),
      what: DETAIL,
      database: pg,
      size: 100_000,
      minRequestsPerSecond: 3_000,
      maxCpuMsPerRequest: 0.35,
    }),
    throughputRow(blocks, {
      key: uncached('home'),
      what: HOME,
      database: pg,
      size: 100_000,
      minRequestsPerSecond: 1_000,
    }),
    throughputRow(blocks, {
      key: 'traffic',
      what: TRAFFIC,
      database: pg,
      size: 100_000,
      minRequestsPerSecond: 2_500,
      maxP99Ms: 50,
    }),
    memoryRow(blocks, pg, 100_000, true),
    throughputRow(blocks, {
      key: uncached('listing'),
      what: LISTING,
      database: lite,
      size: 100_000,
      minRequestsPerSecond: 1_000,
    }),
    throughputRow(blocks, {
      key: uncached('detail'),
      what: DETAIL,
      database: lite,
      size: 100_000,
      minRequestsPerSecond: 1_500,
    }),
    throughputRow(blocks, {
      key: uncached('home'),
      what: HOME,
      database: lite,
      size: 100_000,
      minRequestsPerSecond: 500,
    }),
    throughputRow(blocks, {
      key: 'traffic',
      what: TRAFFIC,
      database: lite,
      size: 100_000,
      minRequestsPerSecond: 1_000,
    }),
    memoryRow(blocks, lite, 100_000, false),
    throughputRow(blocks, { key: uncached('listing'), what: LISTING, database: pg, size: 1_000_000, maxP99Ms: 100 }),
    throughputRow(blocks, {
      key: uncached('detail'),
      what: DETAIL,
      database: pg,
      size: 1_000_000,
      minRequestsPerSecond: 3_000,
    }),
  ];
  for (const block of blocks) {
    const flow = block.orderFlow;
    const target = `Order creation + verification, ${blockTitle(block)}: p99 < 300 ms at 50 req/s, zero errors`;
    if (!flow || flow.failure) rows.push(notMeasured(target, flow?.failure ?? 'not run'));
    else {
      rows.push({
        target,
        measured: `p99 ${ms(flow.p99)}, ${flow.errors} errors, ${flow.rate}/s`,
        status: verdict(flow.p99 < 300 && flow.errors === 0 && flow.rate >= 50),
      });
    }
  }
  return rows;
}
