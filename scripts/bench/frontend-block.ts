// The front-end block, run against the server of one block: first-load JavaScript of every route and Lighthouse
// on the main pages, as a visitor, the demo retailer (with a cart) and the demo wholesaler.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, type HomeDataResponse, type LoginResponse, type Product } from '@marketplace/contract';
import { login } from './accounts.js';
import { WEB_DIST, type RunContext } from './context.js';
import { libraryChunks, measureBundles, runLighthouse, type RouteSpec, type StorageEntries } from './frontend.js';
import { requestOk } from './http.js';
import { log } from './log.js';
import { kb } from './format.js';
import type { FrontendResult } from './report.js';

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

/** The front end measured against a block's server; a failure is reported in the result, not thrown. */
export async function measureFrontend(
  base: string,
  ctx: RunContext,
  title: string,
  webBuild: string,
): Promise<FrontendResult> {
  try {
    return await runFrontend(base, ctx, `${title}, the server of this block`, webBuild);
  } catch (error) {
    return {
      server: title,
      targetPaths: [],
      webBuild,
      bundles: null,
      chunks: [],
      lighthouse: null,
      lighthouseRuns: ctx.settings.lighthouseRuns,
      notes: [`front end not measured: ${(error as Error).message}`],
    };
  }
}
