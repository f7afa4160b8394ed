import path from 'node:path';
// Turns the measurements into the console tables and docs/benchmarks.md.
import type { BuiltChunk, LighthousePage, LibraryRule, RouteBundle } from './frontend.js';
import { LIBRARY_RULES } from './frontend.js';
import type { LoadResult } from './load.js';
import type { OrderFlowResult } from './orders.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Key suffix of the reads measured again with the API's catalogue cache turned off. */
export const UNCACHED_SUFFIX = '-uncached';

export interface BlockResult {
  database: DatabaseKind;
  size: number;
  listedProducts: number | null;
  seedSeconds: number | null;
  ceiling: LoadResult | null;
  endpoints: LoadResult[];
  orderFlow: OrderFlowResult | null;
  notes: string[];
}

export interface FrontendResult {
  server: string;
  /** The pages the targets name (landing, listing, product, cart). */
  targetPaths: string[];
  webBuild: string;
  bundles: RouteBundle[] | null;
  chunks: BuiltChunk[];
  lighthouse: LighthousePage[] | null;
  lighthouseRuns: number;
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

// ---------- formatting ----------

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const int = (value: number | null | undefined) =>
  isNumber(value) ? Math.round(value).toLocaleString('en-US') : '–';
export const ms = (value: number | null | undefined) =>
  isNumber(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms` : '–';
const percent = (value: number | null | undefined) => (isNumber(value) ? `${Math.round(value)} %` : '–');
export const kb = (bytes: number | null | undefined) => (isNumber(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
const dbName = (kind: DatabaseKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
export const blockTitle = (block: Pick<BlockResult, 'database' | 'size'>) =>
  `${dbName(block.database)}, ${block.size.toLocaleString('en-US')} products`;

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

/** A plain-text table with aligned columns. */
export function textTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)));
  return [
    line(headers).join('  '),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(row).join('  ')),
  ].join('\n');
}

function markdownTable(headers: string[], rows: string[][], align?: Array<'l' | 'r'>): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const separator = headers.map((_, column) =>
    (align?.[column] ?? (column === 0 ? 'l' : 'r')) === 'r' ? '---:' : '---',
  );
  return [
    `| ${headers.map(escape).join(' | ')} |`,
    `| ${separator.join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

const LOAD_HEADERS = [
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

const cpuMs = (value: number | null | undefined) => (isNumber(value) ? value.toFixed(2) : '–');

function loadRows(block: BlockResult): string[][] {
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

// ---------- targets ----------

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

export function routesLoading(bundles: RouteBundle[], key: LibraryRule['key']): string[] {
  return bundles
    .filter((route) => route.scripts.some((script) => script.libraries.includes(key)))
    .map((route) => route.path);
}

// ---------- console ----------

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

// ---------- markdown ----------

function methodSection(report: RunReport): string {
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

function backlog(result: LoadResult): string {
  const { drainMs, serialMs } = result;
  if (drainMs === null || drainMs < Math.max(1000, 10 * (serialMs ?? 0))) return '';
  return `; after the run the server needed ${ms(drainMs)} to answer one more request (backlog of accepted requests)`;
}

function endpointsDetail(block: BlockResult): string {
  const lines: string[] = [];
  const generator = block.ceiling?.cpu?.loadGeneratorPercent;
  if (isNumber(generator)) {
    lines.push(
      `- *ceiling*: the load generator (autocannon, in the benchmark process) used ${percent(generator)} of one core meanwhile`,
    );
  }
  lines.push(...block.endpoints.map((result) => `- *${result.name}*: ${result.description}${backlog(result)}`));
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

function frontendSections(frontend: FrontendResult | null): string {
  if (!frontend) return '## Front end\n\nNot measured in this run.';
  const parts: string[] = [`## Front end\n\nServer: ${frontend.server}. Web build: ${frontend.webBuild}.`];
  if (frontend.lighthouse) {
    parts.push(
      `### Lighthouse (mobile, median of ${frontend.lighthouseRuns})\n\n` +
        markdownTable(
          [
            'page',
            'performance',
            'accessibility',
            'FCP',
            'LCP',
            'TBT',
            'CLS',
            'Speed Index',
            'failed accessibility audits',
            'top opportunities',
          ],
          frontend.lighthouse.map((page) => {
            const run = page.median;
            const path = run && run.finalPath !== page.path ? `${page.path} (ended on ${run.finalPath})` : page.path;
            return [
              `${page.label} \`${path}\``,
              page.failure
                ? `failed: ${page.failure}`
                : `${run?.performance ?? '–'} (runs: ${page.runs.map((r) => r.performance ?? '–').join(', ')})`,
              String(run?.accessibility ?? '–'),
              ms(run?.fcpMs),
              ms(run?.lcpMs),
              ms(run?.tbtMs),
              run?.cls?.toFixed(3) ?? '–',
              ms(run?.speedIndexMs),
              run?.failedAccessibility.join(', ') || '–',
              run?.opportunities.join(', ') || '–',
            ];
          }),
          ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
        ),
    );
  } else parts.push('### Lighthouse\n\nNot run.');
  if (frontend.bundles) {
    parts.push(
      '### First-load JavaScript per route\n\n' +
        markdownTable(
          ['route', 'JS gzip', 'JS raw', 'files', 'CSS gzip', 'watched libraries loaded', 'largest JS files (gzip)'],
          frontend.bundles.map((route) => [
            `${route.label} \`${route.path}\`${route.finalPath && route.finalPath !== route.path ? ` (ended on \`${route.finalPath}\`)` : ''}`,
            route.failure ? `failed: ${route.failure}` : kb(route.jsGzipBytes),
            kb(route.jsRawBytes),
            String(route.scripts.length),
            kb(route.cssGzipBytes),
            [...new Set(route.scripts.flatMap((script) => script.libraries))].join(', ') || '–',
            [...route.scripts]
              .sort((a, b) => b.gzipBytes - a.gzipBytes)
              .slice(0, 4)
              .map((script) => `${path.posix.basename(new URL(script.url).pathname)} ${kb(script.gzipBytes)}`)
              .join(', ') || '–',
          ]),
          ['l', 'r', 'r', 'r', 'r', 'l', 'l'],
        ),
    );
    const chunkRows = LIBRARY_RULES.map((rule) => {
      const chunks = frontend.chunks.filter((chunk) => chunk.libraries.includes(rule.key));
      const loadedOn = routesLoading(frontend.bundles ?? [], rule.key);
      return [
        rule.name,
        rule.allowedPath,
        chunks.length > 0
          ? chunks.map((chunk) => `${chunk.file} (${kb(chunk.gzipBytes)})`).join(', ')
          : rule.key === 'payment'
            ? 'external script'
            : 'not in the build',
        loadedOn.join(', ') || 'none',
      ];
    });
    parts.push(
      '### Where the heavy libraries load\n\n' +
        markdownTable(['library', 'allowed on', 'chunks (gzip)', 'loaded at first load on'], chunkRows, [
          'l',
          'l',
          'l',
          'l',
        ]),
    );
  }
  for (const note of frontend.notes) parts.push(`- **note**: ${note}`);
  return parts.join('\n\n');
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
  sections.push(frontendSections(report.frontend));
  sections.push(
    '## Targets\n\n' +
      markdownTable(
        ['target', 'measured', 'status'],
        evaluateTargets(report).map((row) => [
          row.target,
          row.measured,
          row.status === 'met' ? '✅ met' : row.status === 'missed' ? '❌ missed' : '– not measured',
        ]),
        ['l', 'l', 'l'],
      ),
  );
  if (report.notes.length > 0) sections.push(`## Notes\n\n${report.notes.map((note) => `- ${note}`).join('\n')}`);
  return `${sections.join('\n\n')}\n`;
}
