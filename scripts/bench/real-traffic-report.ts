// The real-traffic figures in docs/benchmarks.md: the notes under a block's table and one table across blocks.
import { blockTitle, cpuMs, int, markdownTable, mb, ms } from './format.js';
import type { HitRate } from './cache-hit-rate.js';
import { MEMORY_SAMPLE_MS } from './process-memory.js';
import type { BlockResult } from './report.js';

const rate = (hitRate: HitRate | undefined) =>
  hitRate && hitRate.requests > 0 ? `${((hitRate.hits / hitRate.requests) * 100).toFixed(1)} %` : '–';

const trafficOf = (block: BlockResult) => block.endpoints.find((result) => result.key === 'traffic');

/** What the real traffic of a block asked for, its hit rate and the memory it took, in one note. */
export function realTrafficDetail(block: BlockResult): string {
  const traffic = block.realTraffic;
  if (!traffic) return '';
  const { sent, hitRates, memory } = traffic;
  const total = sent.listing + sent.detail + sent.home;
  const share = (part: number) => (total > 0 ? `${Math.round((part / total) * 100)} %` : '–');
  const peak =
    memory?.peakFrom === 'VmHWM'
      ? 'VmHWM, reset at the start of the run'
      : `highest of ${memory?.samples ?? 0} samples`;
  return (
    ` — from a sample of ${int(traffic.sampled)} of the ${int(traffic.listed)} listed products: ` +
    `${int(traffic.listingPaths)} listing URLs from ${int(traffic.filterSets)} filter combinations ` +
    `(pages 1–5: ${traffic.listingPages.map(int).join(' / ')}; page counts of ${int(traffic.filterSetsAsked)} combinations asked of the server), ` +
    `${int(traffic.productIds)} product ids; ` +
    `sent in the measured run: ${int(total)} requests, listing ${share(sent.listing)}, detail ${share(sent.detail)}, ` +
    `home ${share(sent.home)}; catalogue cache hit rate (replayed): ${rate(hitRates?.all)} ` +
    `(listing ${rate(hitRates?.listing)}, detail ${rate(hitRates?.detail)}, home ${rate(hitRates?.home)}); ` +
    `API process memory during the run: peak ${mb(memory?.peakBytes)} (${peak}), median ${mb(memory?.medianBytes)}; ` +
    `preparing the URLs took ${traffic.preparationSeconds.toFixed(1)} s`
  );
}

/** One row per block: the real traffic's figures, its cache hit rate and the API process's memory. */
export function realTrafficSection(blocks: BlockResult[]): string {
  const measured = blocks.filter((block) => block.realTraffic);
  if (measured.length === 0) return '## Results: real traffic\n\nNot measured in this run.';
  const rows = measured.map((block) => {
    const load = trafficOf(block);
    const hits = block.realTraffic?.hitRates;
    const memory = block.realTraffic?.memory;
    const peaks = [block.serverPeakBytes.defaultCache, block.serverPeakBytes.cacheOff];
    return [
      blockTitle(block),
      load?.failure ? `failed: ${load.failure}` : int(load?.requestsPerSecond),
      ms(load?.p50),
      ms(load?.p99),
      int(load?.errors),
      cpuMs(load?.cpuMsPerRequest),
      rate(hits?.all),
      rate(hits?.listing),
      rate(hits?.detail),
      rate(hits?.home),
      mb(memory?.peakBytes),
      mb(memory?.medianBytes),
      peaks.map(mb).join(' / '),
    ];
  });
  return (
    '## Results: real traffic\n\n' +
    markdownTable(
      [
        'block',
        'req/s',
        'p50',
        'p99',
        'errors',
        'CPU ms/req',
        'cache hits',
        'listing hits',
        'detail hits',
        'home hits',
        'RSS peak',
        'RSS median',
        'API peak over the block (default / cache off)',
      ],
      rows,
    ) +
    `\n\nRSS is the API process's resident memory during the measured run (sampled every ${MEMORY_SAMPLE_MS} ms; the peak is ` +
    "VmHWM reset at the start of the run where the kernel allows it); the last column is each server's VmHWM when it was stopped."
  );
}
