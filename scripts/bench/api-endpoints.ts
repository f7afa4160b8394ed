// The API endpoint blocks: the requests chosen from a block's data, each endpoint checked once and then put under
// load, and the same reads again with the catalogue cache turned off.
import { apiPaths } from '@marketplace/contract';
import { CACHE_VARIABLE } from './api-server.js';
import { login } from './accounts.js';
import { chooseListing, fullListingPages, listedProducts, shuffled } from './catalog-requests.js';
import { DEMO_PASSWORD, UNCACHED_SUFFIX } from './context.js';
import { requestOk } from './http.js';
import { failedLoad, inSharedOrder, runLoad, type Endpoint, type LoadResult, type LoadSettings } from './load.js';
import { log } from './log.js';
import type { CpuTarget } from './measure.js';
import { wasInterrupted } from './processes.js';
import { kb } from './format.js';
import type { BlockResult } from './report.js';

/** One endpoint under load, logged as it starts and with its figures when it ends. */
export async function measure(
  base: string,
  endpoint: Endpoint,
  settings: LoadSettings,
  cpuTarget: CpuTarget,
  title: string,
  block: BlockResult,
): Promise<LoadResult> {
  if (settings.workers > 0 && endpoint.mainThreadOnly) {
    block.notes.push(`${endpoint.name} ran autocannon on the main thread (BENCH_WORKERS ignored)`);
  }
  log(`${title}: ${endpoint.name} (${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s)...`);
  const result = await runLoad(base, endpoint, settings, cpuTarget);
  log(
    result.failure
      ? `${title}: ${endpoint.name} failed: ${result.failure}`
      : `${title}: ${endpoint.name}: ${Math.round(result.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors`,
  );
  return result;
}

/** One request first: an endpoint that does not answer 2xx is reported, not hammered. */
async function sanityChecked(base: string, endpoint: Endpoint): Promise<string | null> {
  const first = endpoint.requests[0];
  if (!first) return 'no request';
  try {
    await requestOk(base, first.path ?? '/', {
      method: first.method ?? 'GET',
      body: first.body === undefined ? undefined : (JSON.parse(first.body) as unknown),
      headers: first.headers,
    });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The endpoints of a block, chosen from the data its server answers with; a listing count off the size is noted. */
export async function chooseEndpoints(base: string, block: BlockResult): Promise<Endpoint[]> {
  const { size } = block;
  const listing = await chooseListing(base);
  const { products, count } = await listedProducts(base, 5);
  block.listedProducts = count;
  if (Math.abs(count - size) > size * 0.01) {
    block.notes.push(
      `the listing counts ${count.toLocaleString('en-US')} products, not ${size.toLocaleString('en-US')}`,
    );
  }
  const detailIds = shuffled(products.map((product) => product.id));
  const firstDetail = await requestOk(base, apiPaths.product(detailIds[0] ?? 0));
  const homeData = await requestOk(base, apiPaths.homeData);
  const loginBody = JSON.stringify({
    username: 'retailer@example.com',
    password: DEMO_PASSWORD,
    user_type: 'retailer',
  });
  // Taken just before the block's loads, well inside the access token's 15 minutes.
  const signedIn = await login(base, 'retailer@example.com', 'retailer');
  return [
    {
      key: 'listing',
      name: 'listing (filtered, sorted)',
      description: listing.description,
      requests: [{ method: 'GET', path: listing.path }],
    },
    {
      key: 'detail',
      name: 'product detail',
      description: `\`GET /api/products/{id}\` over ${detailIds.length} listed products in a fixed shuffled order shared by the connections (first answer ${kb(firstDetail.bytes)})`,
      ...inSharedOrder(detailIds.map((id) => apiPaths.product(id))),
    },
    {
      key: 'home',
      name: 'home data',
      description: `\`GET ${apiPaths.homeData}\` (${kb(homeData.bytes)} of JSON)`,
      requests: [{ method: 'GET', path: apiPaths.homeData }],
    },
    {
      key: 'login',
      name: 'login (argon2id)',
      description: `\`POST ${apiPaths.login}\` as retailer@example.com (argon2id verification on every request; no target)`,
      requests: [
        { method: 'POST', path: apiPaths.login, headers: { 'content-type': 'application/json' }, body: loginBody },
      ],
    },
    {
      key: 'profile',
      name: 'profile (signed in)',
      description: `\`GET ${apiPaths.profile}\` as retailer@example.com: the access token checked, then its session read from the database on every request (no target)`,
      requests: [{ method: 'GET', path: apiPaths.profile, headers: { authorization: `Bearer ${signedIn.access}` } }],
    },
  ];
}

/** Measures each endpoint in turn into `block.endpoints`; one that fails its first request is reported, not loaded. */
export async function measureEndpoints(
  target: string,
  list: Endpoint[],
  where: CpuTarget,
  load: LoadSettings,
  block: BlockResult,
  title: string,
): Promise<void> {
  for (const endpoint of list) {
    if (wasInterrupted()) return;
    const problem = await sanityChecked(target, endpoint);
    if (problem) {
      log(`${title}: ${endpoint.name} skipped: ${problem}`);
      block.endpoints.push(failedLoad(endpoint, problem));
      continue;
    }
    block.endpoints.push(await measure(target, endpoint, load, where, title, block));
  }
}

/** Filtered, sorted listing pages the cache-off listing is measured over. */
export const DISTINCT_LISTING_PAGES = 1_000;

/**
 * The read endpoints again, keyed and named for a server with the in-process catalogue cache turned off. The
 * listing is measured over many distinct full pages of the real traffic's listings, so that no two requests in
 * flight share an answer, and again on its one URL as in the first part.
 */
export async function uncachedReads(
  base: string,
  endpoints: Endpoint[],
  trafficListings: string[],
): Promise<Endpoint[]> {
  const uncached = (endpoint: Endpoint, changes: Partial<Endpoint> = {}): Endpoint => ({
    ...endpoint,
    key: `${endpoint.key}${UNCACHED_SUFFIX}`,
    name: `${endpoint.name}, cache off`,
    description: `as above, with ${CACHE_VARIABLE}=0`,
    ...changes,
  });
  const listing = endpoints.find((endpoint) => endpoint.key === 'listing');
  const pages = listing ? await fullListingPages(base, trafficListings, DISTINCT_LISTING_PAGES) : null;
  return endpoints.flatMap((endpoint) => {
    if (endpoint.key === 'detail' || endpoint.key === 'home') return [uncached(endpoint)];
    if (endpoint.key !== 'listing') return [];
    const oneUrl = uncached(endpoint, {
      key: `listing-one-url${UNCACHED_SUFFIX}`,
      name: 'listing (one URL), cache off',
      description: `the listing above, with ${CACHE_VARIABLE}=0: requests in flight together share their rows' read`,
    });
    if (!pages || pages.paths.length === 0) return [uncached(endpoint), oneUrl];
    return [
      uncached(endpoint, {
        description:
          `\`GET ${apiPaths.products}\` over ${pages.paths.length.toLocaleString('en-US')} distinct filtered, sorted pages ` +
          `of the real traffic's listings, each a full page (${kb(pages.medianBytes)} of JSON in the median), in a fixed ` +
          `shuffled order shared by the connections, with ${CACHE_VARIABLE}=0`,
        ...inSharedOrder(pages.paths),
      }),
      oneUrl,
    ];
  });
}
