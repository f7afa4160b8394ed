// The front-end block, on a server of its own that holds what a visitor of `npm start` gets: PGlite with only the
// demo data, seeded by the server as it starts. First-load JavaScript of every route and Lighthouse on the main
// pages, as a visitor, the demo retailer (with three lines in the cart) and the demo wholesaler.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { appEnv, startApi } from './api-server.js';
import { WEB_DIST, type RunContext } from './context.js';
import { kb } from './format.js';
import { libraryChunks, measureBundles, type RouteSpec } from './frontend.js';
import { prepareShoppers } from './frontend-shoppers.js';
import { CPU_SLOWDOWN, runLighthouse } from './lighthouse.js';
import { log } from './log.js';
import { makeTempDir, removeTempDir, stop, type Spawned } from './processes.js';
import type { FrontendResult } from './report.js';

const SERVER = 'PGlite with only the demo data, seeded by the server at its start as `npm start` does';

async function runFrontend(base: string, ctx: RunContext, result: FrontendResult): Promise<void> {
  const shoppers = await prepareShoppers(base);
  result.product = {
    path: `/product/${shoppers.product.id}`,
    name: shoppers.product.name,
    pictures: shoppers.product.images.length,
    reviews: shoppers.product.review_count,
  };
  result.cartLines = shoppers.cart.map((product) => product.name);
  const lighthousePages: RouteSpec[] = [
    { path: '/', label: 'landing' },
    { path: '/products', label: 'listing' },
    { path: result.product.path, label: 'product' },
    { path: '/cart', label: 'cart (retailer)', storage: shoppers.retailer },
  ];
  result.targetPaths = lighthousePages.map((page) => page.path);
  const routes: RouteSpec[] = [
    ...lighthousePages,
    { path: '/login', label: 'login' },
    { path: '/register', label: 'register' },
    { path: '/checkout', label: 'checkout (retailer)', storage: shoppers.retailer },
    { path: '/orders', label: 'orders (retailer)', storage: shoppers.retailer },
    { path: '/dashboard', label: 'dashboard (wholesaler)', storage: shoppers.wholesaler },
    { path: '/add_product', label: 'add product (wholesaler)', storage: shoppers.wholesaler },
    { path: '/inventory', label: 'inventory (wholesaler)', storage: shoppers.wholesaler },
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
  const slowerRuns = ctx.settings.lighthouseSlowerHostRuns;
  // Skipped when the runs at 4× could not run at all (no Chromium, say): these would fail the same way.
  if (slowerRuns > 0 && result.lighthouse !== null) {
    const cpuSlowdown = CPU_SLOWDOWN.hostTwiceAsSlow;
    log(
      `front end: Lighthouse at ${cpuSlowdown}× CPU slowdown (a host twice as slow), ${slowerRuns} run(s) per page...`,
    );
    try {
      const pages = await runLighthouse(base, lighthousePages, slowerRuns, log, cpuSlowdown);
      result.slowerHost = { cpuSlowdown, runs: slowerRuns, pages };
    } catch (error) {
      result.notes.push(`Lighthouse at ${cpuSlowdown}× CPU not run: ${(error as Error).message}`);
    }
  }
  if (buildStamp() !== stampBefore) {
    result.notes.push(
      'apps/web/dist was rebuilt or removed while the front end was measured (another build ran): some pages may have failed or mixed two builds; run again.',
    );
  }
}

/** Starts the demo server, measures the front end against it and stops it; a failure is reported, not thrown. */
export async function measureFrontend(ctx: RunContext, webBuild: string): Promise<FrontendResult> {
  const result: FrontendResult = {
    server: SERVER,
    product: null,
    cartLines: [],
    targetPaths: [],
    webBuild,
    bundles: null,
    chunks: libraryChunks(WEB_DIST),
    lighthouse: null,
    lighthouseRuns: ctx.settings.lighthouseRuns,
    slowerHost: null,
    notes: [],
  };
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    result.notes.push('apps/web/dist has no build: front end not measured');
    return result;
  }
  const dataDir = makeTempDir('marketplace-bench-frontend-');
  let server: Spawned | null = null;
  try {
    log('front end: starting a server with only the demo data (PGlite, seeded at start, as `npm start`)...');
    const started = await startApi(appEnv(dataDir, undefined), 'pglite');
    server = started.api;
    await runFrontend(started.base, ctx, result);
  } catch (error) {
    result.notes.push(`front end not measured: ${(error as Error).message}`);
    log(`front end: failed: ${(error as Error).message}`);
  } finally {
    if (server) await stop(server);
    removeTempDir(dataDir);
  }
  return result;
}
