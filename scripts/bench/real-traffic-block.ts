// The real-traffic block: many listing URLs and product pages with Zipf popularity, mixed with the home data, on
// the server with its default catalogue cache; reports the cache's hit rate and the API process's memory too.
import { apiPaths, type CatalogResponse } from '@marketplace/contract';
import { seededRandom } from '../../apps/api/src/seed/catalog/seeded-random.js';
import { measure } from './api-endpoints.js';
import { DEFAULT_CACHE_SECONDS, simulateHitRates, type AnswerBytes, type HitRates } from './cache-hit-rate.js';
import { sampleCatalog, type ListingReader } from './catalog-sample.js';
import { requestOk } from './http.js';
import { drawListingFilters } from './listing-filters.js';
import { countPages } from './listing-pages.js';
import { rankListingUrls } from './listing-urls.js';
import { pathPerRequest, type Endpoint, type LoadSettings } from './load.js';
import { log } from './log.js';
import { median, type CpuTarget } from './measure.js';
import { watchMemory, type MemoryUse } from './process-memory.js';
import type { BlockResult } from './report.js';
import { TRAFFIC_SHARES, trafficMix, ZIPF_EXPONENT, type SentRequest, type TrafficKind } from './traffic-mix.js';

/** Distinct listing URLs and product ids the traffic is spread over (fewer when the catalogue is smaller). */
export const TRAFFIC_LISTINGS = 20_000;
export const TRAFFIC_PRODUCTS = 20_000;
/** Filter combinations drawn for the listing URLs: each becomes up to 5 sorts × 5 pages. */
export const FILTER_COMBINATIONS = 2_000;
/** Seeds the draw of the filters and the popularity order of the products. */
const SEED = 17;
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export interface RealTrafficResult {
  listingPaths: number;
  filterSets: number;
  /** Filter combinations whose page count was asked of the server rather than counted in the sample. */
  filterSetsAsked: number;
  /** Products in the sample, and listed in all. */
  sampled: number;
  listed: number;
  /** Of the listing paths, how many ask for pages 1 to 5. */
  listingPages: number[];
  productIds: number;
  preparationSeconds: number;
  /** Requests of each kind handed to the load generator in the measured run. */
  sent: Record<TrafficKind, number>;
  /** Replayed through the API's cache (see cache-hit-rate.ts); null when the run failed. */
  hitRates: HitRates | null;
  memory: MemoryUse | null;
}

const percentOf = (fraction: number) => `${Math.round(fraction * 100)} %`;

async function runRealTraffic(
  base: string,
  cpuTarget: CpuTarget,
  load: LoadSettings,
  block: BlockResult,
  title: string,
): Promise<string[]> {
  const prepared = performance.now();
  log(`${title}: real traffic: sampling the catalogue and ranking listing URLs...`);
  const requestLog: SentRequest[] = [];
  const read: ListingReader = async (path) => {
    requestLog.push({ at: performance.now(), kind: 'preparation', path });
    return (await requestOk<CatalogResponse>(base, path)).body;
  };
  const sample = await sampleCatalog(read, TRAFFIC_PRODUCTS);
  const drawn = drawListingFilters(sample.products, seededRandom(SEED), FILTER_COMBINATIONS);
  const pageCounts = await countPages(read, drawn, sample);
  const listings = rankListingUrls(drawn, pageCounts.pages, TRAFFIC_LISTINGS);
  const productIds = seededRandom(SEED).shuffle(sample.products.map((product) => product.id));
  const mix = trafficMix(listings.paths, productIds, requestLog);
  const preparationSeconds = (performance.now() - prepared) / 1000;

  // What the measured run covers: its part of the request log and the memory watch running meanwhile.
  const run = {
    from: 0,
    to: 0,
    watch: null as ReturnType<typeof watchMemory> | null,
    memory: null as MemoryUse | null,
  };
  const stopWatch = () => {
    if (run.watch) run.memory = run.watch.stop();
    run.watch = null;
  };
  const endpoint: Endpoint = {
    key: 'traffic',
    name: 'real traffic',
    description:
      `\`GET\` ${percentOf(TRAFFIC_SHARES.listing)} listing, ${percentOf(TRAFFIC_SHARES.detail)} product detail, ` +
      `${percentOf(TRAFFIC_SHARES.home)} home data, listings and products drawn with Zipf(${ZIPF_EXPONENT}) popularity, ` +
      'default catalogue cache',
    ...pathPerRequest(apiPaths.homeData, () => mix.next()),
    measuredRun: {
      starting: () => {
        run.from = mix.log.length;
        run.watch = watchMemory(cpuTarget.pid);
      },
      ended: () => {
        run.to = mix.log.length;
        stopWatch();
      },
    },
  };
  const result = await measure(base, endpoint, load, cpuTarget, title, block).finally(stopWatch);
  block.endpoints.push(result);
  // Browsers ask for compressed answers: the same traffic, continued, as they would send it.
  const compressed: Endpoint = {
    key: 'traffic-compressed',
    name: 'real traffic, compressed',
    description:
      `the real traffic continued on the cache it left, each request sent with \`Accept-Encoding: ${BROWSER_ENCODINGS}\` ` +
      'as browsers send it (reported, no target; no hit rate or memory of its own)',
    ...pathPerRequest(apiPaths.homeData, () => mix.next(), { 'accept-encoding': BROWSER_ENCODINGS }),
  };
  if (!result.failure) block.endpoints.push(await measure(base, compressed, load, cpuTarget, title, block));

  const measured = mix.log.slice(run.from, run.to);
  const count = (kind: TrafficKind) => measured.filter((request) => request.kind === kind).length;
  block.realTraffic = {
    listingPaths: listings.paths.length,
    filterSets: listings.filterSets,
    filterSetsAsked: pageCounts.asked,
    sampled: sample.products.length,
    listed: sample.listed,
    listingPages: listings.byPage,
    productIds: productIds.length,
    preparationSeconds,
    sent: { listing: count('listing'), detail: count('detail'), home: count('home') },
    hitRates: result.failure
      ? null
      : await simulateHitRates(
          mix.log,
          run.from,
          run.to,
          DEFAULT_CACHE_SECONDS,
          await medianAnswerBytes(base, measured),
        ),
    memory: run.memory,
  };
  return listings.paths;
}

/** The median size of the answers of each kind, from up to 100 distinct paths of each asked in the measured run. */
async function medianAnswerBytes(base: string, measured: readonly SentRequest[]): Promise<AnswerBytes> {
  const sizes = async (kind: TrafficKind) => {
    const paths = [...new Set(measured.filter((request) => request.kind === kind).map((request) => request.path))];
    const sample = seededRandom(SEED).shuffle(paths).slice(0, 100);
    const bytes = await Promise.all(sample.map(async (path) => (await requestOk(base, path)).bytes));
    return bytes.length > 0 ? median(bytes) : 0;
  };
  return { listing: await sizes('listing'), detail: await sizes('detail'), home: await sizes('home') };
}

/** Measures the real traffic into `block`; a failure to prepare it is reported in the block, not thrown. */
export async function measureRealTraffic(
  base: string,
  cpuTarget: CpuTarget,
  load: LoadSettings,
  block: BlockResult,
  title: string,
): Promise<string[]> {
  try {
    return await runRealTraffic(base, cpuTarget, load, block, title);
  } catch (error) {
    const message = (error as Error).message;
    block.notes.push(`real traffic not measured: ${message}`);
    log(`${title}: real traffic failed: ${message}`);
    return [];
  }
}
