// The Method section of docs/benchmarks.md: how every figure of the report is obtained.
import { dbName } from './format.js';
import type { RunReport } from './report.js';

export function methodSection(report: RunReport): string {
  const s = report.settings;
  return `## Method

- **Command**: \`npm run bench\` (\`scripts/bench/run.ts\`). Settings of this run: sizes ${s.sizes.map((size) => size.toLocaleString('en-US')).join(' and ')} products;
  databases ${s.databases.map(dbName).join(' and ')}; ${s.connections} connections; ${s.durationSeconds} s per measurement after a ${s.warmupSeconds} s warm-up
  (discarded); autocannon ${s.workers > 0 ? `with ${s.workers} worker threads` : 'on one thread of the benchmark process'}.
  Environment variables: \`BENCH_SIZES\` (e.g. \`1000\` for a quick run), \`BENCH_DURATION\`, \`BENCH_WARMUP\`, \`BENCH_CONNECTIONS\`,
  \`BENCH_WORKERS\`, \`BENCH_DATABASES\` (\`pglite,postgres\`), \`BENCH_DATABASE_URL\`, \`BENCH_ORDER_RATE\`, \`BENCH_LIGHTHOUSE_RUNS\`,
  \`BENCH_FRONTEND=0\`, \`BENCH_BUILD=1\` (rebuild the web app first), \`BENCH_OUTPUT\`.
- **Data**: for every database and size, a fresh data folder in the system temporary folder and, for PostgreSQL, a fresh
  database \`marketplace_bench_<time>_<size>\` on the server at \`BENCH_DATABASE_URL\` (default \`postgres://postgres@127.0.0.1:5432/postgres\`,
  used only to create and drop it). \`npm run seed -- --products <size − 150>\` runs before the server starts (the demo seed adds
  150 products with pictures and reviews; the generated ones have neither). Everything is removed at the end, also after an error or Ctrl+C.
- **Server**: the production build, as \`npm start\` runs it: \`node --import tsx apps/api/src/server.ts\`, in a clean environment (only
  \`PATH\`, \`HOME\`, locale, temporary-folder and npm variables are passed on, none of the app's configuration) with \`NODE_ENV=production\`,
  \`LOG_LEVEL=warn\`, \`HOST=127.0.0.1\`, a free port, and the login, registration and refresh rate limits raised to 1,000,000,000 a minute
  (\`RATE_LIMIT_MAX_LOGIN\`, \`_REGISTER\`, \`_REFRESH\`) so that the login benchmark and the preparation measure the server, not the
  limiter (in production the limit is 20 logins a minute per address and account). The web app is served from \`apps/web/dist\`.
- **Catalogue cache**: the API keeps public catalogue answers in memory for \`CATALOG_CACHE_SECONDS\` (default 10 s; any write
  clears it). With the default, the listing (one URL) and the home data are answered from that cache nearly every time, and the
  500 product pages mostly. So every block measures listing, product detail and home data twice: as configured by default, and
  again after restarting the server with \`CATALOG_CACHE_SECONDS=0\` (rows “…, cache off”: what every miss costs — the
  database queries and the serialisation). The targets are checked against both.
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
  500 product ids in turn; *home data* = \`GET /api/home-data/\`; *login* = \`POST /api/login/\` as the demo retailer (argon2id by design:
  reported, no target).
- **Order flow**: an open loop at a fixed rate of ${s.orderRate} iterations per second for ${s.durationSeconds} s (after a ${s.warmupSeconds} s warm-up at the
  same rate, discarded), each iteration = \`POST /api/orders/create/\` (one unit of one product, priced like the web app with
  \`orderTotalsPaise\`) → \`POST /sandbox/razorpay/pay\` (the sandbox signs a payment) → \`POST /api/razorpay/verify-payment/\`, as
  one of 10 retailers registered for the run, over products with stock to spare. Latency is the whole iteration, counted from the
  moment it was due (a late start is not hidden); any failed step is an error.
- **Front end** (against the PGlite server with the smallest catalog): Lighthouse ${report.machine.tools.lighthouse} (npm \`lighthouse\`, programmatic) with
  system Chromium (\`CHROME_PATH\`, default \`/usr/bin/chromium\`, started by chrome-launcher with
  \`--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run\`),
  default settings = mobile (Moto G Power screen, simulated slow 4G and 4× CPU slowdown), categories performance and accessibility;
  ${s.lighthouseRuns} run(s) per page, each in a new Chromium with an empty profile; the median run by performance score is reported.
  The cart page needs a logged-in retailer: before the audit, Playwright connects to that Chromium, opens \`/api/health\` (same
  origin, none of the app's code, so nothing is cached) and writes the session and a one-line cart to local storage; Lighthouse
  clears the HTTP cache but, by default, not local storage. **First-load JavaScript**: each route opened in a new Playwright
  context (empty cache, mobile viewport) until the network is idle, plus 1 s and idle again; every JavaScript response is gzipped
  (Node zlib, default level) and summed. Watched libraries are recognised in a chunk's text (\`recharts-\` for the charts,
  \`ProseMirror\`/\`tiptap\` for the editor) or by URL (\`…/checkout.js\`, \`checkout.razorpay.com\` for the payment script).
- The load generator, the API server and PostgreSQL share the same machine. Numbers from a busy machine are low: see the load average.`;
}
