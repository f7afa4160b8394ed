// The table of an API block (one row per measurement) and the notes under it.
import { cpuMs, int, isNumber, ms, percent } from './format.js';
import type { LoadResult } from './load.js';
import { realTrafficDetail } from './real-traffic-report.js';
import type { BlockResult } from './report.js';

function fractionOfCeiling(result: LoadResult, ceiling: LoadResult | null): string {
  if (!ceiling || !isNumber(ceiling.requestsPerSecond) || ceiling.requestsPerSecond <= 0) return '–';
  if (!isNumber(result.requestsPerSecond)) return '–';
  const fraction = (result.requestsPerSecond / ceiling.requestsPerSecond) * 100;
  return `${fraction < 1 ? fraction.toFixed(2) : fraction.toFixed(1)} %`;
}

function errorsCell(result: LoadResult): string {
  if (result.failure) return `failed: ${result.failure}`;
  return result.errors === 0 ? '0' : `${int(result.errors)} (${result.errorDetail})`;
}

export const LOAD_HEADERS = [
  'endpoint',
  'req/s',
  'p50',
  'p99',
  'errors',
  'of ceiling',
  'alone',
  'KB/resp',
  'CPU ms/req',
  'server CPU',
  'DB CPU',
  'machine CPU',
];

export function loadRows(block: BlockResult): string[][] {
  const rows = [...(block.ceiling ? [block.ceiling] : []), ...block.endpoints].map((result) => [
    result.name,
    int(result.requestsPerSecond),
    ms(result.p50),
    ms(result.p99),
    errorsCell(result),
    result.key === 'ceiling' ? '100 %' : fractionOfCeiling(result, block.ceiling),
    ms(result.serialMs),
    result.failure ? '–' : (result.bytesPerResponse / 1024).toFixed(1),
    cpuMs(result.cpuMsPerRequest),
    percent(result.cpu?.serverPercent),
    percent(result.cpu?.databasePercent),
    percent(result.cpu?.machinePercent),
  ]);
  const flow = block.orderFlow;
  if (flow) {
    rows.push([
      `order create + pay + verify @ ${flow.rate}/s`,
      `${flow.rate}/s offered`,
      ms(flow.p50),
      ms(flow.p99),
      flow.failure ? `failed: ${flow.failure}` : String(flow.errors),
      '–',
      '–',
      '–',
      cpuMs(flow.cpuMsPerIteration),
      percent(flow.cpu?.serverPercent),
      percent(flow.cpu?.databasePercent),
      percent(flow.cpu?.machinePercent),
    ]);
  }
  return rows;
}

function backlog(result: LoadResult): string {
  const { drainMs, serialMs } = result;
  if (drainMs === null || drainMs < Math.max(1000, 10 * (serialMs ?? 0))) return '';
  return `; after the run the server needed ${ms(drainMs)} to answer one more request (backlog of accepted requests)`;
}

export function endpointsDetail(block: BlockResult): string {
  const lines: string[] = [];
  const generator = block.ceiling?.cpu?.loadGeneratorPercent;
  if (isNumber(generator)) {
    lines.push(
      `- *ceiling*: the load generator (autocannon, in the benchmark process) used ${percent(generator)} of one core meanwhile`,
    );
  }
  lines.push(
    ...block.endpoints.map(
      (result) =>
        `- *${result.name}*: ${result.description}${result.key === 'traffic' ? realTrafficDetail(block) : ''}${backlog(result)}`,
    ),
  );
  if (block.orderFlow && !block.orderFlow.failure) {
    const f = block.orderFlow;
    lines.push(
      `- *order flow*: ${f.completed} of ${f.planned} iterations completed, ${f.errors} errors, at most ${f.maxInFlight} in flight; ` +
        `steps p50/p99: create ${ms(f.steps.create.p50)} / ${ms(f.steps.create.p99)}, pay ${ms(f.steps.pay.p50)} / ${ms(f.steps.pay.p99)}, ` +
        `verify ${ms(f.steps.verify.p50)} / ${ms(f.steps.verify.p99)}; slowest ${ms(f.max)}` +
        (f.errorSamples.length > 0 ? `; first errors: ${f.errorSamples.join(' | ')}` : ''),
    );
  }
  if (block.seedSeconds !== null)
    lines.push(
      `- seeding took ${block.seedSeconds.toFixed(1)} s; the listing counts ${int(block.listedProducts)} products`,
    );
  for (const note of block.notes) lines.push(`- **note**: ${note}`);
  return lines.join('\n');
}
