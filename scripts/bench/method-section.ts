// The Method section of docs/benchmarks.md: how every figure of the report is obtained.
import { PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_SORTS } from '@marketplace/contract';
import { ANSWER_LIMITS } from '../../apps/api/src/http/response-cache.js';
import { API_SERVER_ARGS } from '../api-server.mjs';
import { DISTINCT_LISTING_PAGES } from './api-endpoints.js';
import { DEFAULT_CACHE_SECONDS } from './cache-hit-rate.js';
import { dbName, int } from './format.js';
import { FILTER_SHAPES, ROUND_PRICES } from './listing-filters.js';
import { FEW_MATCHES, MAX_PAGE } from './listing-pages.js';
import { PAGE_WEIGHTS, SORT_WEIGHTS } from './listing-urls.js';
import { MEMORY_SAMPLE_MS } from './process-memory.js';
import { FILTER_COMBINATIONS, TRAFFIC_LISTINGS, TRAFFIC_PRODUCTS } from './real-traffic-block.js';
import { BROWSER_UI_FEATURES, CPU_SLOWDOWN } from './lighthouse.js';
import type { RunReport, Settings } from './report.js';
import { TRAFFIC_SHARES, ZIPF_EXPONENT } from './traffic-mix.js';

const percentOf = (fraction: number) => `${Math.round(fraction * 100)} %`;

/** How the front end's runs at twice the CPU slowdown were made, or that they were skipped. */
function slowerHostRuns(s: Settings): string {
  if (s.lighthouseSlowerHostRuns === 0)
    return 'The runs at twice the CPU slowdown were skipped (`BENCH_LIGHTHOUSE_SLOWER_HOST_RUNS=0`).';
  return (
    `Then ${s.lighthouseSlowerHostRuns} run(s) per page (\`BENCH_LIGHTHOUSE_SLOWER_HOST_RUNS\`, 0 skips them) with the CPU slowdown ` +
    `at ${CPU_SLOWDOWN.hostTwiceAsSlow}× instead of ${CPU_SLOWDOWN.mobile}× and the simulated network unchanged: Lighthouse multiplies the ` +
    'main-thread time it observes by the slowdown, so these runs show the browser’s side of a host twice as slow (the margin the ' +
    'targets ask for); the server’s response times stay as observed on this host.'
  );
}

function realTrafficMethod(): string {
  const shapes = FILTER_SHAPES.map((shape) => `${shape.name} ${shape.weight} %`).join(', ');
  const sorts = PRODUCT_SORTS.map((sort) => `\`${sort}\` ${SORT_WEIGHTS[sort]}`).join(', ');
  return `- **Real traffic** (on the server with the default cache, after login and before the order flow, whose writes would
  clear the cache): a sample of up to ${int(TRAFFIC_PRODUCTS)} listed products (every category in proportion to its size, on evenly spaced
  pages of 100 of its listing by price; the whole catalogue when it is smaller). From the sample, up to ${int(FILTER_COMBINATIONS)} different
  filter combinations are drawn with a seeded random source, each from one sampled product, so that it matches something: ${shapes}.
  The search text is a word of the product's name (3 letters or more; now and then two adjacent words), the category is lowercased as the
  web app's links write it, the brand is the product's, the price filter a round band around its price (bounds ${ROUND_PRICES.map(int).join(', ')}
  rupees: between two of them, under one or from one). A combination's page count (up to ${MAX_PAGE}, ${PRODUCT_PAGE_SIZE_DEFAULT} products a page) is
  counted in the sample, by the listing's own rules (name contains the text, ignoring case; category and brand by name; price
  bounds), when the sample is the whole catalogue or when at least ${FEW_MATCHES} sampled products match and the estimate (matches ×
  listed ÷ sampled) is at least twice ${MAX_PAGE} pages; otherwise it is asked of the server (page 1, newest first). Every existing
  combination × sort × page is then weighted 1 ÷ (the combination's draw rank) × the sort's weight
  (${sorts}) × the page's weight (${PAGE_WEIGHTS.join(', ')}), and the ${int(TRAFFIC_LISTINGS)} heaviest become the listing URLs, most popular first,
  written by the contract's \`productListQueryOf\`/\`withQuery\` exactly as the web app sends them (a small catalogue has fewer).
  Product ids: the sampled products, up to ${int(TRAFFIC_PRODUCTS)}, in a seeded shuffled order. The load is a closed loop with the settings of
  every row; before each request autocannon calls \`setupRequest\`, which draws from one seeded random source (mulberry32):
  ${percentOf(TRAFFIC_SHARES.listing)} a listing URL, ${percentOf(TRAFFIC_SHARES.detail)} \`GET /api/products/{id}\`, ${percentOf(TRAFFIC_SHARES.home)} \`GET /api/home-data/\`, URL and product each by Zipf(${ZIPF_EXPONENT})
  over their popularity rank, so every run sends the same sequence. It always runs on autocannon's main thread (a function per request
  cannot cross to worker threads). Then *real traffic, compressed* continues the same sequence with every request asking, as
  Chromium does, for \`Accept-Encoding: gzip, deflate, br, zstd\` (reported, no target: the targets' rows ask for no encoding).
- **Cache hit rate** (the server reports none; this is computed outside it): every request the benchmark sends in the real-traffic
  step, from the preparation on, is logged with the moment it was sent. The log is replayed in that order through the API's own
  \`createResponseCache\` (\`apps/api/src/http/response-cache.ts\`, with its default limits: ${int(ANSWER_LIMITS.entries)} answers of ${ANSWER_LIMITS.bytes / 1e6} MB in all) with the time to live of the default server,
  ${DEFAULT_CACHE_SECONDS} s, and the clock set to each request's moment; keys are made as \`catalog.routes.ts\` makes them (\`products:\` + the
  query parsed by the contract's \`productListQuery\`, \`product:<id>\`, \`home\`), and each answer as large as the median of 100
  distinct answers of its kind asked again after the run (the preparation's listings as listings). A request of the measured run is a hit when the
  replayed cache answers it without computing (requests for the same key while it is being computed share that computation, as in
  the server). This holds because nothing clears the cache meanwhile: no request of the step writes, and the expiry job clears it only
  when it cancels an unpaid order. The replay starts empty: what the block's earlier measurements cached is left out (at the default
  settings it has expired by then: the login measurement between them alone lasts 12 s). A server-side counter would also see what the replay cannot: a write by another client.
- **Memory**: the API process's VmRSS from \`/proc/<pid>/status\`, every ${MEMORY_SAMPLE_MS} ms during the measured real traffic (PGlite runs inside
  that process, PostgreSQL does not); **RSS peak** is VmHWM after resetting it at the start of the run (\`5\` written to
  \`/proc/<pid>/clear_refs\`), or the highest sample where the kernel does not allow the reset. **API peak over the block** is
  VmHWM of each server of the block when it is stopped: its whole life, the login benchmark's argon2id included.
`;
}

export function methodSection(report: RunReport): string {
  const s = report.settings;
  return `## Method

- **Command**: \`npm run bench\` (\`scripts/bench/run.ts\`). Settings of this run: sizes ${s.sizes.map((size) => size.toLocaleString('en-US')).join(' and ')} products;
  databases ${s.databases.map(dbName).join(' and ')}; ${s.connections} connections; ${s.durationSeconds} s per measurement after a ${s.warmupSeconds} s warm-up
  (discarded); autocannon ${s.workers > 0 ? `with ${s.workers} worker threads` : 'on one thread of the benchmark process'}.
  Environment variables: \`BENCH_SIZES\` (default \`1000,100000\`; \`1000\` for a quick run, \`1000000\` for the opt-in
  1,000,000-product block, e.g. with \`BENCH_DATABASES=postgres\`), \`BENCH_DURATION\`, \`BENCH_WARMUP\`, \`BENCH_CONNECTIONS\`,
  \`BENCH_WORKERS\`, \`BENCH_DATABASES\` (\`pglite,postgres\`), \`BENCH_DATABASE_URL\`, \`BENCH_ORDER_RATE\`, \`BENCH_LIGHTHOUSE_RUNS\`, \`BENCH_LIGHTHOUSE_SLOWER_HOST_RUNS\`,
  \`BENCH_FRONTEND=0\`, \`BENCH_BUILD=1\` (rebuild the web app first), \`BENCH_OUTPUT\`.
- **Data**: for every database and size, a fresh data folder in the system temporary folder and, for PostgreSQL, a fresh
  database \`marketplace_bench_<time>_<size>\` on the server at \`BENCH_DATABASE_URL\` (default \`postgres://postgres@127.0.0.1:5432/postgres\`,
  used only to create and drop it). \`npm run seed -- --products <size − 150>\` runs before the server starts (the demo seed adds
  150 products with pictures and reviews; the generated ones have neither). Everything is removed at the end, also after an error or Ctrl+C.
- **Server**: the production build, as \`npm start\` runs it: \`node ${API_SERVER_ARGS.join(' ')}\`, in a clean environment (only
  \`PATH\`, \`HOME\`, locale, temporary-folder and npm variables are passed on, none of the app's configuration) with \`NODE_ENV=production\`,
  \`LOG_LEVEL=warn\`, \`HOST=127.0.0.1\`, a free port, and the login, registration and refresh rate limits raised to 1,000,000,000 a minute
  (\`RATE_LIMIT_MAX_LOGIN\`, \`_REGISTER\`, \`_REFRESH\`) so that the login benchmark and the preparation measure the server, not the
  limiter (in production the limit is 20 logins a minute per address and account). The web app is served from \`apps/web/dist\`.
- **Catalogue cache**: the API keeps public catalogue answers in memory for \`CATALOG_CACHE_SECONDS\` (default ${DEFAULT_CACHE_SECONDS} s, bounded in
  number; any write clears it). With one URL each, the listing and home data rows of the default server are answered from that cache
  nearly every time, and its 500 product pages mostly: they show the cache, not the database. So every block measures listing, product
  detail and home data again after restarting the server with \`CATALOG_CACHE_SECONDS=0\` (rows “…, cache off”: what every miss costs —
  the database queries and the serialisation), and measures *real traffic* on the default server: many URLs, some answered from the
  cache and some not. The targets of the API are checked against the cache-off rows and the real traffic.
- **Requests in flight together**: the API reads the rows of every listing page, and every product page, asked for in one turn of its
  event loop with one query (\`apps/api/src/db/reads-per-turn.ts\`); requests for the same answer then share their rows' read. So the
  cache-off listing row asks for ${DISTINCT_LISTING_PAGES.toLocaleString('en-US')} distinct filtered, sorted listing pages (the real traffic's
  listings that have a filter and a full page, checked on the cache-off server and shuffled), and product detail for its ids, each in one
  order shared by all connections: requests in flight at one moment then ask for different answers, as different shoppers do. The
  listing's one URL is measured again with the cache off too (row “listing (one URL), cache off”, no target), to compare with earlier runs.
- **Load**: [autocannon](https://github.com/mcollina/autocannon) ${report.machine.tools.autocannon} (programmatic), closed loop: each connection sends its next
  request when the previous answer arrived; HTTP/1.1 keep-alive, no pipelining, 10 s timeout. autocannon keeps no cache and sends no
  \`If-None-Match\`, so the \`Cache-Control\`/\`ETag\` headers of the API do not spare the server any work: every request is served in full.
  After every measurement the benchmark waits for one more answer from the server, so that requests still queued
  there do not slow the next measurement down (the wait is reported when it is long). **req/s** is answers received ÷ the measurement's duration; **p50/p99** are its latency percentiles; **errors** are socket errors,
  timeouts and answers outside 2xx; **alone** is the median latency of 20 single requests sent one after the other
  before the measurement (the service time without queueing: 1000 ÷ alone is what one request at a time can reach);
  **KB/resp** is bytes received per answer (headers included); **server CPU** is the API process's CPU time over the
  measurement in % of one core; **DB CPU** the same for the PostgreSQL backends connected to the benchmark database (found by
  their process title; PGlite runs inside the API process); **CPU ms/req** = (server + DB CPU time) ÷ answers, the cost of one
  request, which depends far less on other work on the machine than req/s does (1000 ÷ CPU ms/req is what one free core could
  serve); **machine CPU** is all cores busy, in % of all of them (from \`/proc/stat\`, other work on the machine included).
- **Ceiling**: a bare Fastify app (\`scripts/bench/ceiling-server.mjs\`: \`fastify().get('/ceiling', () => ({ ok: true }))\`, no
  plugins) in its own process, measured with the same settings at the start of every block; **of ceiling** = endpoint req/s ÷
  ceiling req/s of the same block.
- **Endpoints**: *listing* = \`GET /api/products\` with a text search, a category, a price range, \`sort=price_asc\` and \`page=2\`,
  all chosen from the data of each run (the category with most products, the most frequent word of its product names that matches at
  most 60 % of them, the 10th and 90th percentile prices of what matches); *product detail* = \`GET /api/products/{id}\` over up to
  500 product ids in turn (one turn shared by all connections); *home data* = \`GET /api/home-data/\`; *login* = \`POST /api/login/\` as the demo retailer (argon2id by design:
  reported, no target); *real traffic*: below.
${realTrafficMethod()}- **Order flow**: an open loop at a fixed rate of ${s.orderRate} iterations per second for ${s.durationSeconds} s (after a ${s.warmupSeconds} s warm-up at the
  same rate, discarded), each iteration = \`POST /api/orders/create/\` (one unit of one product, priced like the web app with
  \`orderTotalsPaise\`) → \`POST /sandbox/razorpay/pay\` (the sandbox signs a payment) → \`POST /api/razorpay/verify-payment/\`, as
  one of 10 retailers registered for the run, over products with stock to spare. Latency is the whole iteration, counted from the
  moment it was due (a late start is not hidden); any failed step is an error.
- **Front end**, after the API blocks, on a server of its own that holds what a visitor of \`npm start\` gets: PGlite in a fresh data
  folder, started like the others (production build, clean environment) but without \`npm run seed\`: the server seeds the demo data
  itself at its first start (150 products with pictures, reviews, three wholesalers), as \`npm start\` does. The product page audited
  is the listed product with the most reviews among those with pictures (ties: the lowest id). The cart page is the demo retailer's with
  three lines: the first three products of that order the server lets the retailer buy, each at its minimum order quantity, put in the
  server cart (\`POST /api/cart/items/add/\`) and in local storage as the web app stores its cart. Lighthouse ${report.machine.tools.lighthouse} (npm
  \`lighthouse\`, programmatic) with system Chromium (\`CHROME_PATH\`, default \`/usr/bin/chromium\`, started by chrome-launcher with
  \`--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run\`,
  and chrome-launcher's \`--disable-features\` list with \`${BROWSER_UI_FEATURES.join(',')}\` added: the address bar's suggestion popup,
  which Chromium otherwise builds in a renderer of its own as it starts, beside the audited page),
  default settings = mobile (Moto G Power screen, simulated slow 4G and 4× CPU slowdown), categories performance and accessibility;
  ${s.lighthouseRuns} run(s) per page, each in a new Chromium with an empty profile, every run reported; a run that fails (Chromium's trace
  sometimes comes back without its navigation, NO_NAVSTART) is reported and run again, at most ${s.lighthouseRuns} times per page. ${slowerHostRuns(s)} **FCP, LCP, TBT** are Lighthouse's
  metrics; the **main-thread work** is its \`mainthread-work-breakdown\` audit: time of the page load's main-thread tasks by group (script
  evaluation, script parse & compile, style & layout, rendering = paint/composite/render, parse HTML & CSS, garbage collection, other) and
  its total, multiplied by the simulated CPU slowdown as Lighthouse reports it. Signed-in pages: before the audit, Playwright connects
  to that Chromium, opens \`/api/health\` (same origin, none of the app's code, so nothing is cached) and writes the session (and the
  cart) to local storage; Lighthouse clears the HTTP cache but, by default, not local storage. **First-load JavaScript**: each route
  opened in a new Playwright context (empty cache, mobile viewport) until the network is idle, plus 1 s and idle again; every JavaScript
  response is gzipped (Node zlib, default level) and summed. **Counted against 150 KB** is that sum, except on \`/dashboard\` and
  \`/add_product\`, where the chunk of their charts or editor may come on top and is left out. Watched libraries are recognised in a
  chunk's text (\`recharts-\` for the charts, \`ProseMirror\`/\`tiptap\` for the editor) or by URL (\`…/checkout.js\`,
  \`checkout.razorpay.com\` for the payment script).
- **Targets**: a throughput target is met only without errors, and a measurement or page that failed misses its target;
  Lighthouse targets hold for every run; *reported* rows have no limit; the 1,000,000-product rows need that opt-in block.
- The load generator, the API server and PostgreSQL share the same machine. Numbers from a busy machine are low: see the load average.`;
}
