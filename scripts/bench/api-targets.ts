// The API targets of issue #15, checked against the blocks of the run: cache-off reads and real traffic at 100,000
// products on both databases, the 1,000,000-product block on PostgreSQL, memory under real traffic, and the
// order flow of every block.
import { blockTitle, dbName, int, mb, ms } from './format.js';
import { UNCACHED_SUFFIX } from './context.js';
import type { BlockResult, DatabaseKind } from './report.js';
import { notMeasured, verdict, type TargetRow } from './target-row.js';

/** A measured row of a block's table, by key, and how the targets name it. */
interface Measurement {
  key: string;
  name: string;
}

interface Limits {
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
  /** Server plus database CPU time per answer. */
  maxCpuMs?: number;
}

const LISTING: Measurement = { key: `listing${UNCACHED_SUFFIX}`, name: 'Filtered, sorted listing, cache off' };
const DETAIL: Measurement = { key: `detail${UNCACHED_SUFFIX}`, name: 'Product detail, cache off' };
const HOME: Measurement = { key: `home${UNCACHED_SUFFIX}`, name: 'Home data, cache off' };
const TRAFFIC: Measurement = { key: 'traffic', name: 'Real traffic, default cache (hit rate reported)' };
const MEMORY_LIMIT_BYTES = 300 * 2 ** 20;

const findBlock = (blocks: BlockResult[], database: DatabaseKind, size: number) =>
  blocks.find((block) => block.database === database && block.size === size);

function hitRate(block: BlockResult): string {
  const all = block.realTraffic?.hitRates?.all;
  return all && all.requests > 0 ? `cache hit rate ${((all.hits / all.requests) * 100).toFixed(1)} %` : 'no hit rate';
}

function throughputRow(
  blocks: BlockResult[],
  database: DatabaseKind,
  size: number,
  measurement: Measurement,
  limits: Limits,
): TargetRow {
  const { minRequestsPerSecond, maxP99Ms, maxCpuMs } = limits;
  const wanted = [
    minRequestsPerSecond !== undefined ? `≥ ${int(minRequestsPerSecond)} req/s` : '',
    maxP99Ms !== undefined ? `p99 ≤ ${maxP99Ms} ms` : '',
    maxCpuMs !== undefined ? `≤ ${maxCpuMs} ms CPU per request (server + database)` : '',
  ].filter(Boolean);
  const target = `${measurement.name}, ${int(size)} products, ${dbName(database)}: ${wanted.join(', ')}`;
  const block = findBlock(blocks, database, size);
  const result = block?.endpoints.find((candidate) => candidate.key === measurement.key);
  if (!block || !result) {
    const optIn = size === 1_000_000 ? ' (opt-in: BENCH_SIZES=1000000 BENCH_DATABASES=postgres)' : '';
    return notMeasured(target, `no ${dbName(database)} run at ${int(size)} products${optIn}`);
  }
  // An endpoint that could not be measured (no answer in time, an error status) does not meet its target.
  if (result.failure) return { target, measured: `failed: ${result.failure}`, status: 'missed' };
  const measured = [
    `${int(result.requestsPerSecond)} req/s`,
    `p99 ${ms(result.p99)}`,
    `${result.cpuMsPerRequest?.toFixed(2) ?? '–'} ms CPU/req`,
    ...(measurement === TRAFFIC ? [hitRate(block)] : []),
    ...(result.errors > 0 ? [`${int(result.errors)} errors`] : []),
  ];
  const ok =
    result.errors === 0 &&
    (minRequestsPerSecond === undefined || result.requestsPerSecond >= minRequestsPerSecond) &&
    (maxP99Ms === undefined || result.p99 <= maxP99Ms) &&
    (maxCpuMs === undefined || (result.cpuMsPerRequest !== null && result.cpuMsPerRequest <= maxCpuMs));
  return { target, measured: measured.join(', '), status: verdict(ok) };
}

/** The API process's peak memory under real traffic: against 300 MB, or only reported. */
function memoryRow(blocks: BlockResult[], database: DatabaseKind, size: number, limited: boolean): TargetRow {
  const target = `API process memory under real traffic, ${int(size)} products, ${dbName(database)}: ${limited ? 'RSS ≤ 300 MB' : 'RSS reported'}`;
  const memory = findBlock(blocks, database, size)?.realTraffic?.memory;
  if (!memory || memory.peakBytes === null) {
    return notMeasured(target, `no ${dbName(database)} real traffic at ${int(size)} products`);
  }
  const measured = `peak ${mb(memory.peakBytes)}, median ${mb(memory.medianBytes)}`;
  return { target, measured, status: limited ? verdict(memory.peakBytes <= MEMORY_LIMIT_BYTES) : 'reported' };
}

function orderFlowRow(block: BlockResult): TargetRow {
  const flow = block.orderFlow;
  const target = `Order creation + verification, ${blockTitle(block)}: p99 < 300 ms at 50 req/s, zero errors`;
  if (!flow || flow.failure) return notMeasured(target, flow?.failure ?? 'not run');
  return {
    target,
    measured: `p99 ${ms(flow.p99)}, ${flow.errors} errors, ${flow.rate}/s`,
    status: verdict(flow.p99 < 300 && flow.errors === 0 && flow.rate >= 50),
  };
}

export function apiTargets(blocks: BlockResult[]): TargetRow[] {
  const pg = 'postgres';
  const lite = 'pglite';
  return [
    throughputRow(blocks, pg, 100_000, LISTING, { minRequestsPerSecond: 2_500, maxP99Ms: 50, maxCpuMs: 0.8 }),
    throughputRow(blocks, pg, 100_000, DETAIL, { minRequestsPerSecond: 3_000, maxCpuMs: 0.35 }),
    throughputRow(blocks, pg, 100_000, HOME, { minRequestsPerSecond: 1_000 }),
    throughputRow(blocks, pg, 100_000, TRAFFIC, { minRequestsPerSecond: 2_500, maxP99Ms: 50 }),
    memoryRow(blocks, pg, 100_000, true),
    throughputRow(blocks, lite, 100_000, LISTING, { minRequestsPerSecond: 1_000 }),
    throughputRow(blocks, lite, 100_000, DETAIL, { minRequestsPerSecond: 1_500 }),
    throughputRow(blocks, lite, 100_000, HOME, { minRequestsPerSecond: 500 }),
    throughputRow(blocks, lite, 100_000, TRAFFIC, { minRequestsPerSecond: 1_000 }),
    memoryRow(blocks, lite, 100_000, false),
    throughputRow(blocks, pg, 1_000_000, LISTING, { maxP99Ms: 100 }),
    throughputRow(blocks, pg, 1_000_000, DETAIL, { minRequestsPerSecond: 3_000 }),
    ...blocks.map(orderFlowRow),
  ];
}
