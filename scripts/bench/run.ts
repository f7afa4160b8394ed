// `npm run bench`: API throughput and latency on PGlite and PostgreSQL at several catalogue sizes,
// against a bare-Fastify ceiling, then Lighthouse and first-load JavaScript of the web app.
// Prints tables and writes docs/benchmarks.md. Method: see methodSection() in report.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiPaths,
  type CatalogueResponse,
  type HomeDataResponse,
  type LoginResponse,
  type Product,
  type PublicConfigResponse,
  type RegisterRequest,
} from '@marketplace/contract';
import { CHROME_PATH } from '../chromium.js';
import { webSourcesChangedSince } from '../web-build.mjs';
import { libraryChunks, measureBundles, runLighthouse, type RouteSpec, type StorageEntries } from './frontend.js';
import { requestOk, waitForHttp } from './http.js';
import { cpuSince, cpuSnapshot, type CpuTarget } from './measure.js';
import { failedLoad, runLoad, type Endpoint, type LoadResult, type LoadSettings } from './load.js';
import { planProducts, runOrderFlow, type OrderProduct } from './orders.js';
import { createDatabase, dropDatabase, probePostgres } from './postgres.js';
import {
  cleanupAll,
  forgetCleanup,
  freePort,
  installExitHandlers,
  makeTempDir,
  onCleanup,
  removeTempDir,
  runToEnd,
  sleep,
  start,
  stop,
  wasInterrupted,
  type Spawned,
} from './processes.js';
import {
  blockTitle,
  consoleBlock,
  consoleSummary,
  kb,
  markdown,
  UNCACHED_SUFFIX,
  type BlockResult,
  type DatabaseKind,
  type FrontendResult,
  type Machine,
  type RunReport,
  type Settings,
} from './report.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
/** Products the demo seed adds before the generated ones (apps/api/src/seed). */
const DEMO_PRODUCTS = 150;
/** The demo accounts' password, as README.md documents it. */
const DEMO_PASSWORD = 'marketplace-demo';
const RETAILER_POOL = 10;
const RAISED_RATE_LIMIT = '1000000000';
/** The API's in-process cache of public catalogue answers (seconds; 0 turns it off). */
const CACHE_VARIABLE = 'CATALOG_CACHE_SECONDS';

const began = performance.now();
function log(line: string): void {
  const seconds = ((performance.now() - began) / 1000).toFixed(0).padStart(5);
  console.log(`[${seconds} s] ${line}`);
}

// ---------- settings ----------

function positiveInt(name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number, not "${raw}"`);
  }
  return value;
}

function readSettings(): Settings {
  const sizes = (process.env.BENCH_SIZES ?? '1000,100000')
    .split(',')
    .map((part) => part.trim().replaceAll('_', ''))
    .filter(Boolean)
    .map(Number);
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < DEMO_PRODUCTS || size > 1_000_000)) {
    throw new Error(`BENCH_SIZES must list whole numbers from ${DEMO_PRODUCTS} to 1,000,000, e.g. 1000,100000`);
  }
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((part) => part.trim());
  if (databases.length === 0 || databases.some((kind) => kind !== 'pglite' && kind !== 'postgres')) {
    throw new Error('BENCH_DATABASES must list pglite and/or postgres');
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    databases: [...new Set(databases)] as DatabaseKind[],
    connections: positiveInt('BENCH_CONNECTIONS', 50),
    durationSeconds: positiveInt('BENCH_DURATION', 10),
    warmupSeconds: positiveInt('BENCH_WARMUP', 2, { allowZero: true }),
    workers: positiveInt('BENCH_WORKERS', 0, { allowZero: true }),
    orderRate: positiveInt('BENCH_ORDER_RATE', 50),
    lighthouseRuns: positiveInt('BENCH_LIGHTHOUSE_RUNS', 3),
    frontend: process.env.BENCH_FRONTEND !== '0',
    postgresAdminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    output: path.resolve(base, process.env.BENCH_OUTPUT ?? path.join(ROOT, 'docs/benchmarks.md')),
  };
}

// ---------- machine and build ----------

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function packageVersion(name: string): string {
  try {
    const file = path.join(ROOT, 'node_modules', name, 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The "some avg60" figure of /proc/pressure/cpu, e.g. "97.8 %". */
function cpuPressure(): string {
  try {
    const match = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return match ? `${match[1]} %` : 'unknown';
  } catch {
    return 'unknown';
  }
}

async function describeMachine(postgres: string): Promise<Machine> {
  const before = cpuSnapshot();
  await sleep(2_000);
  const busy = cpuSince(before);
  const commit = quiet('git', ['rev-parse', '--short', 'HEAD']);
  const dirty = quiet('git', ['status', '--porcelain']) !== '';
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: os.totalmem() / 2 ** 30,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageStart: os.loadavg(),
    loadAverageEnd: os.loadavg(),
    busyBeforeStart: busy.machinePercent,
    cpuPressureStart: cpuPressure(),
    cpuPressureEnd: cpuPressure(),
    commit: commit ? `${commit}${dirty ? ' with uncommitted changes' : ''}` : 'unknown',
    postgres,
    tools: {
      autocannon: packageVersion('autocannon'),
      lighthouse: packageVersion('lighthouse'),
      chromium: quiet(CHROME_PATH, ['--version']) || `not found at ${CHROME_PATH}`,
    },
  };
}

/** Builds the web app when it has no build (or BENCH_BUILD=1); describes the build it will measure. */
async function ensureWebBuild(notes: string[]): Promise<string> {
  const index = path.join(WEB_DIST, 'index.html');
  if (!existsSync(index) || process.env.BENCH_BUILD === '1') {
    log('Building the web app (npm run build -w apps/web)...');
    try {
      await runToEnd('web build', 'npm', ['run', 'build', '-w', 'apps/web'], {
        cwd: ROOT,
        env: process.env,
        timeoutMs: 15 * 60_000,
      });
    } catch (error) {
      notes.push(`The web app could not be built: ${(error as Error).message}`);
    }
  }
  if (!existsSync(index)) return 'missing';
  const builtAt = statSync(index).mtimeMs;
  const stale = webSourcesChangedSince(ROOT, builtAt);
  return `built ${new Date(builtAt).toISOString()}${stale ? ' — web sources changed after this build (BENCH_BUILD=1 rebuilds first)' : ', up to date with the sources'}`;
}

// ---------- server ----------

/** Variables of this process that the seed and the server may see: nothing of the app's own configuration. */
const INHERITED =
  /^(PATH|HOME|USER|LOGNAME|SHELL|LANG|LANGUAGE|LC_\w+|TZ|TMPDIR|TEMP|TMP|TERM|XDG_\w+|NODE_EXTRA_CA_CERTS|npm_\w+)$/;

/** The environment of the seed and the server: a clean one, plus what the benchmark sets (see the method). */
function appEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (INHERITED.test(key)) env[key] = value;
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX_LOGIN: RAISED_RATE_LIMIT,
    RATE_LIMIT_MAX_REGISTER: RAISED_RATE_LIMIT,
    RATE_LIMIT_MAX_REFRESH: RAISED_RATE_LIMIT,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

const listPath = (params: Record<string, string | number>) =>
  `${apiPaths.products}?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

interface ListingChoice {
  path: string;
  description: string;
}

/** A filtered, sorted listing that matches many products: chosen from the data, see the method in the report. */
async function chooseListing(base: string): Promise<ListingChoice> {
  const list = async (params: Record<string, string | number>) =>
    (await requestOk<CatalogueResponse>(base, listPath(params))).body;
  const { categories } = await list({ page_size: 1 });
  let category: { name: string; count: number } | null = null;
  for (const candidate of categories) {
    const { count } = await list({ category: candidate.name, page_size: 1 });
    if (!category || count > category.count) category = { name: candidate.name, count };
  }
  if (!category || category.count === 0) throw new Error('no category has products');
  const sample = (await list({ category: category.name, page_size: 100 })).products;
  const frequency = new Map<string, number>();
  for (const product of sample) {
    for (const word of new Set(
      product.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((part) => part.length >= 4),
    )) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const words = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
  let search: { word: string; count: number } | null = null;
  let fallback: { word: string; count: number } | null = null;
  for (const [word] of words) {
    const { count } = await list({ q: word, category: category.name, page_size: 1 });
    if (!fallback || count > fallback.count) fallback = { word, count };
    if (count <= category.count * 0.6 && (!search || count > search.count)) search = { word, count };
  }
  search = search ?? fallback;
  if (!search || search.count === 0) throw new Error(`no word of the names in ${category.name} matches anything`);
  const { word } = search;
  const priceAt = async (fraction: number) => {
    const position = Math.min(search.count - 1, Math.floor(search.count * fraction));
    const [product] = (
      await list({ q: word, category: category.name, sort: 'price_asc', page_size: 1, page: position + 1 })
    ).products;
    if (!product) throw new Error('the price percentile query returned nothing');
    return product.price;
  };
  const minPrice = Math.floor(await priceAt(0.1));
  const maxPrice = Math.ceil(await priceAt(0.9));
  const params = {
    q: word,
    category: category.name,
    min_price: minPrice,
    max_price: maxPrice,
    sort: 'price_asc',
    page: 2,
  };
  const check = await requestOk<CatalogueResponse>(base, listPath(params));
  const page = check.body.total_pages >= 2 ? 2 : 1;
  const chosen = listPath({ ...params, page });
  return {
    path: chosen,
    description:
      `\`GET ${decodeURIComponent(chosen)}\` — matches ${check.body.count.toLocaleString('en-US')} products ` +
      `(“${word}” is in ${search.count.toLocaleString('en-US')} of the ${category.count.toLocaleString('en-US')} in ${category.name}), ` +
      `page ${page} of ${check.body.total_pages}, ${check.body.products.length} products, ${kb(check.bytes)} of JSON`,
  };
}

/** Up to `pages` pages of 100 listed products, newest first. */
async function listedProducts(base: string, pages: number): Promise<{ products: Product[]; count: number }> {
  const products: Product[] = [];
  let count = 0;
  for (let page = 1; page <= pages; page += 1) {
    const body = (await requestOk<CatalogueResponse>(base, listPath({ page_size: 100, page }))).body;
    products.push(...body.products);
    count = body.count;
    if (page >= body.total_pages) break;
  }
  return { products, count };
}

/** A fixed shuffle, so every run asks for the products in the same order. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  let seed = 20240601;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const other = seed % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function retailerForm(email: string): RegisterRequest {
  return {
    firstName: 'Bench',
    lastName: 'Retailer',
    email,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    userType: 'retailer',
    gstNumber: '32AAGCN1234A1Z9',
    contactNumber: '9847012345',
    address: '12 Broadway, Kochi, Kerala 682031',
    shop_name: 'Bench Provisions',
    licenseNumber: 'KL-EKM-2021-778',
    panCard: 'AAGCN1234A',
  };
}

async function login(base: string, email: string, userType: 'retailer' | 'wholesaler'): Promise<LoginResponse> {
  return (
    await requestOk<LoginResponse>(base, apiPaths.login, {
      method: 'POST',
      body: { username: email, password: DEMO_PASSWORD, user_type: userType },
    })
  ).body;
}

async function retailerTokens(base: string, stamp: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench.retailer.${stamp}.${index}@example.com`;
    await requestOk(base, apiPaths.register, { method: 'POST', body: retailerForm(email) });
    tokens.push((await login(base, email, 'retailer')).access);
  }
  return tokens;
}

/** Products with stock to spare for `needed` one-unit orders, looking through up to 30 pages. */
async function orderShelf(base: string, needed: number): Promise<OrderProduct[]> {
  const shelf: OrderProduct[] = [];
  let units = 0;
  for (let page = 1; page <= 30 && units < needed; page += 1) {
    const body = (await requestOk<CatalogueResponse>(base, listPath({ page_size: 100, page, sort: 'price_desc' })))
      .body;
    for (const product of body.products) {
      if (product.stock < 20) continue;
      const budget = product.stock - 10;
      shelf.push({ id: product.id, price: product.price, budget });
      units += budget;
    }
    if (page >= body.total_pages) break;
  }
  return shelf;
}

async function measure(
  base: string,
  endpoint: Endpoint,
  settings: LoadSettings,
  cpuTarget: CpuTarget,
  title: string,
): Promise<LoadResult> {
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
    });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

interface RunContext {
  settings: Settings;
  stamp: string;
  ceilingBase: string | null;
  ceilingPid: number | undefined;
}

async function runFrontend(base: string, ctx: RunContext, server: string, webBuild: string): Promise<FrontendResult> {
  const result: FrontendResult = {
    server,
    targetPaths: [],
    webBuild,
    bundles: null,
    chunks: libraryChunks(WEB_DIST),
    lighthouse: null,
    lighthouseRuns: ctx.settings.lighthouseRuns,
    notes: [],
  };
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    result.notes.push('apps/web/dist has no build: front end not measured');
    return result;
  }
  const session = (tokens: LoginResponse, userType: string): StorageEntries => [
    ['accessToken', tokens.access],
    ['refreshToken', tokens.refresh],
    ['userType', userType],
    ['userVerified', String(tokens.verified)],
  ];
  const home = (await requestOk<HomeDataResponse>(base, apiPaths.homeData)).body;
  const candidates = [home.deal_of_the_day, ...home.top_rated_products].filter(
    (product): product is Product => !!product,
  );
  const product = candidates.find((candidate) => candidate.images.length > 0) ?? candidates[0];
  if (!product) throw new Error('the home data lists no product');
  const retailer = await login(base, 'retailer@example.com', 'retailer');
  const wholesaler = await login(base, 'wholesaler@example.com', 'wholesaler');
  await requestOk(base, apiPaths.cartAdd, {
    method: 'POST',
    body: { product: product.id, quantity: 1 },
    token: retailer.access,
  });
  const cart: StorageEntries = [
    [
      'react-use-cart',
      JSON.stringify({
        items: [
          {
            id: product.id,
            name: product.name,
            price: product.price,
            quantity: 1,
            stock: product.stock,
            image: product.images[0]?.thumbnail ?? null,
            wholesalerId: product.wholesaler.id,
            wholesalerName: product.wholesaler.company_name,
            itemTotal: product.price,
          },
        ],
        metadata: {},
      }),
    ],
  ];
  const asRetailer = [...session(retailer, 'retailer'), ...cart];
  const asWholesaler = session(wholesaler, 'wholesaler');
  const productPath = `/product/${product.id}`;
  const lighthousePages: RouteSpec[] = [
    { path: '/', label: 'landing' },
    { path: '/products', label: 'listing' },
    { path: productPath, label: 'product' },
    { path: '/cart', label: 'cart (retailer)', storage: asRetailer },
  ];
  result.targetPaths = lighthousePages.map((page) => page.path);
  const routes: RouteSpec[] = [
    ...lighthousePages,
    { path: '/login', label: 'login' },
    { path: '/register', label: 'register' },
    { path: '/checkout', label: 'checkout (retailer)', storage: asRetailer },
    { path: '/orders', label: 'orders (retailer)', storage: asRetailer },
    { path: '/dashboard', label: 'dashboard (wholesaler)', storage: asWholesaler },
    { path: '/add_product', label: 'add product (wholesaler)', storage: asWholesaler },
    { path: '/inventory', label: 'inventory (wholesaler)', storage: asWholesaler },
  ];
  const buildStamp = () => {
    const index = path.join(WEB_DIST, 'index.html');
    return existsSync(index) ? statSync(index).mtimeMs : 0;
  };
  const stampBefore = buildStamp();
  log(`front end: first-load JavaScript of ${routes.length} routes...`);
  try {
    result.bundles = await measureBundles(base, routes);
    for (const route of result.bundles) {
      log(
        `  ${route.path}: ${route.failure ? `failed: ${route.failure}` : `${kb(route.jsGzipBytes)} gzip in ${route.scripts.length} files`}`,
      );
    }
  } catch (error) {
    result.notes.push(`first-load JavaScript not measured: ${(error as Error).message}`);
  }
  log(`front end: Lighthouse, ${ctx.settings.lighthouseRuns} run(s) on each of ${lighthousePages.length} pages...`);
  try {
    result.lighthouse = await runLighthouse(base, lighthousePages, ctx.settings.lighthouseRuns, log);
  } catch (error) {
    result.notes.push(`Lighthouse not run: ${(error as Error).message}`);
  }
  if (buildStamp() !== stampBefore) {
    result.notes.push(
      'apps/web/dist was rebuilt or removed while the front end was measured (another build ran): some pages may have failed or mixed two builds; run again.',
    );
  }
  return result;
}

/** Starts the production server on a free port and waits until it answers on the expected database. */
async function startApi(env: NodeJS.ProcessEnv, database: DatabaseKind): Promise<{ api: Spawned; base: string }> {
  const port = await freePort();
  const api = start('API server', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}${apiPaths.health}`, 180_000, () => api.running());
    const health = await requestOk<{ database: string }>(base, apiPaths.health);
    if (health.body.database !== database) {
      throw new Error(`the server reports database ${health.body.database}, expected ${database}`);
    }
  } catch (error) {
    await stop(api);
    throw new Error(`${(error as Error).message}\n${api.output().trim().split('\n').slice(-10).join('\n')}`);
  }
  return { api, base };
}

async function runBlock(
  ctx: RunContext,
  database: DatabaseKind,
  size: number,
  frontend: { webBuild: string } | null,
): Promise<{ block: BlockResult; frontend: FrontendResult | null }> {
  const { settings } = ctx;
  const block: BlockResult = {
    database,
    size,
    listedProducts: null,
    seedSeconds: null,
    ceiling: null,
    endpoints: [],
    orderFlow: null,
    notes: [],
  };
  let frontendResult: FrontendResult | null = null;
  const title = blockTitle(block);
  const dataDir = makeTempDir('marketplace-bench-');
  let dbName: string | null = null;
  let server: Spawned | null = null;
  const load: LoadSettings = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    workers: settings.workers,
  };
  try {
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      const name = `marketplace_bench_${ctx.stamp}_${size}`;
      dbName = name;
      onCleanup(`database ${name}`, () => dropDatabase(settings.postgresAdminUrl, name));
      databaseUrl = await createDatabase(settings.postgresAdminUrl, name);
      log(`${title}: created database ${name}`);
    }
    const env = appEnv(dataDir, databaseUrl);
    const extra = size - DEMO_PRODUCTS;
    log(
      `${title}: seeding the demo data${extra > 0 ? ` and ${extra.toLocaleString('en-US')} generated products` : ''}...`,
    );
    const seedStarted = performance.now();
    await runToEnd('npm run seed', 'npm', ['run', 'seed', ...(extra > 0 ? ['--', '--products', String(extra)] : [])], {
      cwd: ROOT,
      env,
      timeoutMs: 40 * 60_000,
    });
    block.seedSeconds = (performance.now() - seedStarted) / 1000;
    log(`${title}: seeded in ${block.seedSeconds.toFixed(1)} s; starting the production server...`);

    const started = await startApi(env, database);
    server = started.api;
    const { api, base } = started;
    const cpuTarget: CpuTarget = { pid: api.child.pid, database: dbName ?? undefined };

    log(`${title}: choosing the requests from the data...`);
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

    if (ctx.ceilingBase) {
      const ceiling: Endpoint = {
        key: 'ceiling',
        name: 'ceiling: bare Fastify JSON',
        description: '`GET /ceiling` on a bare Fastify app',
        requests: [{ method: 'GET', path: '/ceiling' }],
      };
      block.ceiling = await measure(ctx.ceilingBase, ceiling, load, { pid: ctx.ceilingPid }, title);
    } else block.notes.push('the ceiling server did not start: no fractions of the ceiling');

    const endpoints: Endpoint[] = [
      {
        key: 'listing',
        name: 'listing (filtered, sorted)',
        description: listing.description,
        requests: [{ method: 'GET', path: listing.path }],
      },
      {
        key: 'detail',
        name: 'product detail',
        description: `\`GET /api/products/{id}\` over ${detailIds.length} listed products in a fixed shuffled order (first answer ${kb(firstDetail.bytes)})`,
        requests: detailIds.map((id) => ({ method: 'GET', path: apiPaths.product(id) })),
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
    ];
    const measureAll = async (target: string, list: Endpoint[], where: CpuTarget) => {
      for (const endpoint of list) {
        if (wasInterrupted()) return;
        const problem = await sanityChecked(target, endpoint);
        if (problem) {
          log(`${title}: ${endpoint.name} skipped: ${problem}`);
          block.endpoints.push(failedLoad(endpoint, problem));
          continue;
        }
        block.endpoints.push(await measure(target, endpoint, load, where, title));
      }
    };
    await measureAll(base, endpoints, cpuTarget);

    if (wasInterrupted()) return { block, frontend: frontendResult };
    const rate = settings.orderRate;
    log(
      `${title}: order creation + verification at ${rate}/s (${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s)...`,
    );
    try {
      const config = (await requestOk<PublicConfigResponse>(base, apiPaths.config)).body;
      const tokens = await retailerTokens(base, `${ctx.stamp}${size}`, RETAILER_POOL);
      const warmCount = rate * settings.warmupSeconds;
      const mainCount = rate * settings.durationSeconds;
      const plan = planProducts(await orderShelf(base, warmCount + mainCount), warmCount + mainCount);
      const setup = { base, retailerTokens: tokens, chargePercent: config.platform_charge_percent };
      if (warmCount > 0) await runOrderFlow(setup, plan.slice(0, warmCount), rate);
      block.orderFlow = await runOrderFlow(setup, plan.slice(warmCount), rate, cpuTarget);
      const flow = block.orderFlow;
      log(
        `${title}: order flow: p50 ${flow.p50.toFixed(1)} ms, p99 ${flow.p99.toFixed(1)} ms, ${flow.errors} errors of ${flow.planned}`,
      );
    } catch (error) {
      block.notes.push(`order flow not measured: ${(error as Error).message}`);
      log(`${title}: order flow failed: ${(error as Error).message}`);
    }

    if (frontend && !wasInterrupted()) {
      try {
        frontendResult = await runFrontend(base, ctx, `${title}, the server of this block`, frontend.webBuild);
      } catch (error) {
        frontendResult = {
          server: title,
          targetPaths: [],
          webBuild: frontend.webBuild,
          bundles: null,
          chunks: [],
          lighthouse: null,
          lighthouseRuns: settings.lighthouseRuns,
          notes: [`front end not measured: ${(error as Error).message}`],
        };
      }
    }
    if (!api.running()) block.notes.push(`the server stopped during the run:\n${api.output().slice(-1000)}`);

    // The same reads with the in-process catalogue cache turned off: what every cache miss costs.
    if (!wasInterrupted()) {
      await stop(api);
      log(`${title}: restarting the server with ${CACHE_VARIABLE}=0...`);
      const uncached = await startApi({ ...env, [CACHE_VARIABLE]: '0' }, database);
      server = uncached.api;
      const uncachedTarget: CpuTarget = { pid: uncached.api.child.pid, database: dbName ?? undefined };
      const reads = endpoints
        .filter((endpoint) => endpoint.key === 'listing' || endpoint.key === 'detail' || endpoint.key === 'home')
        .map((endpoint) => ({
          ...endpoint,
          key: `${endpoint.key}${UNCACHED_SUFFIX}`,
          name: `${endpoint.name}, cache off`,
          description: `as above, with ${CACHE_VARIABLE}=0`,
        }));
      await measureAll(uncached.base, reads, uncachedTarget);
    }
  } catch (error) {
    const message = (error as Error).message;
    block.notes.push(message);
    log(`${title}: failed: ${message}`);
  } finally {
    if (server) await stop(server);
    if (dbName) {
      forgetCleanup(`database ${dbName}`);
      await dropDatabase(settings.postgresAdminUrl, dbName).catch((error: unknown) =>
        block.notes.push(`could not drop database ${dbName}: ${(error as Error).message}`),
      );
    }
    removeTempDir(dataDir);
  }
  return { block, frontend: frontendResult };
}

function writeReport(report: RunReport): void {
  mkdirSync(path.dirname(report.settings.output), { recursive: true });
  writeFileSync(report.settings.output, markdown(report));
}

async function main(): Promise<number> {
  installExitHandlers();
  const settings = readSettings();
  const startedAt = new Date();
  log(
    `Benchmark: ${settings.databases.join(' + ')} × ${settings.sizes.map((size) => size.toLocaleString('en-US')).join(' + ')} products, ` +
      `${settings.connections} connections, ${settings.durationSeconds} s per measurement (+${settings.warmupSeconds} s warm-up)`,
  );
  const notes: string[] = [];
  const webBuild = await ensureWebBuild(notes);
  log(`Web app: ${webBuild}`);

  let postgres = 'not used';
  let postgresOk = false;
  if (settings.databases.includes('postgres')) {
    const probe = await probePostgres(settings.postgresAdminUrl);
    if ('version' in probe) {
      postgres = probe.version;
      postgresOk = true;
    } else {
      const redacted = settings.postgresAdminUrl.replace(/\/\/[^@/]*@/, '//…@');
      postgres = `unreachable at ${redacted}`;
      notes.push(`PostgreSQL skipped: cannot connect to ${redacted} (${probe.unavailable}). Set BENCH_DATABASE_URL.`);
      log(`PostgreSQL skipped: ${probe.unavailable}`);
    }
  }
  const report: RunReport = {
    startedAt,
    finishedAt: startedAt,
    machine: await describeMachine(postgres),
    settings,
    blocks: [],
    frontend: null,
    notes,
  };

  const ctx: RunContext = {
    settings,
    stamp: String(Math.floor(Date.now() / 1000)),
    ceilingBase: null,
    ceilingPid: undefined,
  };
  const ceilingPort = await freePort();
  const ceiling = start('ceiling server', process.execPath, [path.join(ROOT, 'scripts/bench/ceiling-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(ceilingPort) },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${ceilingPort}/ceiling`, 30_000, () => ceiling.running());
    ctx.ceilingBase = `http://127.0.0.1:${ceilingPort}`;
    ctx.ceilingPid = ceiling.child.pid;
  } catch (error) {
    notes.push(`the ceiling server did not start: ${(error as Error).message} ${ceiling.output().slice(-500)}`);
  }

  const frontendDatabase: DatabaseKind | undefined = settings.databases.includes('pglite')
    ? 'pglite'
    : settings.databases[0];
  for (const database of settings.databases) {
    if (database === 'postgres' && !postgresOk) continue;
    for (const size of settings.sizes) {
      if (wasInterrupted()) return 130;
      const wantsFrontend = settings.frontend && !report.frontend && database === frontendDatabase;
      const { block, frontend } = await runBlock(ctx, database, size, wantsFrontend ? { webBuild } : null);
      report.blocks.push(block);
      if (frontend) report.frontend = frontend;
      console.log(consoleBlock(block));
      report.finishedAt = new Date();
      report.machine.loadAverageEnd = os.loadavg();
      report.machine.cpuPressureEnd = cpuPressure();
      writeReport(report);
    }
  }
  await stop(ceiling);
  if (!settings.frontend) notes.push('Front end not measured (BENCH_FRONTEND=0).');
  report.finishedAt = new Date();
  report.machine.loadAverageEnd = os.loadavg();
  report.machine.cpuPressureEnd = cpuPressure();
  writeReport(report);
  console.log(consoleSummary(report));
  log(`Wrote ${path.relative(process.cwd(), settings.output) || settings.output}`);
  const measured = report.blocks.some((block) => block.endpoints.some((result) => !result.failure));
  return measured ? 0 : 1;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`Benchmark failed: ${(error as Error).stack ?? String(error)}`);
    await cleanupAll();
    process.exit(1);
  });
