import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema.js';
import { createProduct, insertWholesaler } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';
import { createProductThroughApi, verifiedWholesaler } from './workspace-fixtures.js';

const INDEX_HTML = '<!doctype html><html><head><title>Wholesale Marketplace</title></head><body></body></html>';

/** The browser's build (returned) in `dist`, and, when given, the server's first-screen renderer beside it. */
function builtWebApp(renderer?: string, indexHtml = INDEX_HTML): string {
  const root = mkdtempSync(path.join(tmpdir(), 'marketplace-pages-'));
  const dir = path.join(root, 'dist');
  mkdirSync(dir);
  if (renderer) {
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(root, 'dist-server', 'render-first-screen.js'), renderer);
  }
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(
    path.join(dir, 'page-chunks.json'),
    JSON.stringify({
      'products-page': ['/assets/products-page-a1.js', '/assets/search-form-b2.js'],
      'product-page': ['/assets/product-page-c3.js'],
      'cart-page': ['/assets/cart-page-d4.js'],
      'login-page': ['/assets/login-page-e5.js'],
    }),
  );
  return dir;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const preloads = (html: string) => [...head(html).matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)];
const scriptsOf = (html: string) =>
  preloads(html)
    .filter((m) => m[1] === 'modulepreload')
    .map((m) => m[2]);
const requestsOf = (html: string) =>
  [...head(html).matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const picturesOf = (html: string) =>
  [...head(html).matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/g)].map((m) => m[1]);

describe('page HTML with preload hints', () => {
  const ctx = useTestApp({ serveWeb: true, webDistDir: builtWebApp() });
  const page = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it('names the listing scripts and the exact catalogue request the listing will make', async () => {
    const html = await page('/products?category=Home%20Appliances&page=2&min_price=900&max_price=100');
    expect(scriptsOf(html)).toEqual(['/assets/products-page-a1.js', '/assets/search-form-b2.js']);
    expect(requestsOf(html)).toEqual([
      '/api/products?category=Home+Appliances&amp;min_price=100&amp;max_price=900&amp;sort=newest&amp;page=2',
    ]);
    expect(head(html)).toContain('<link rel="preload" as="fetch" crossorigin href=');

    expect(requestsOf(await page('/search?q=rice'))).toEqual(['/api/products?q=rice&amp;sort=newest&amp;page=1']);
    expect(requestsOf(await page('/products/'))).toEqual(['/api/products?sort=newest&amp;page=1']);
  });

  it('names the product request only for a product id the page accepts', async () => {
    const html = await page('/product/42');
    expect(scriptsOf(html)).toEqual(['/assets/product-page-c3.js']);
    expect(requestsOf(html)).toEqual(['/api/products/42']);

    for (const url of ['/product/abc', '/product/0', '/product/99999999999']) {
      expect(await page(url)).toBe(INDEX_HTML);
    }
  });

  it("names a product's main picture, the one its gallery shows first, and none for other products", async () => {
    const seller = await insertWholesaler(ctx.database.db);
    const pictured = await createProduct(ctx.database.db, {
      wholesalerId: seller.id,
      name: 'Brass diya',
      images: [{ path: 'products/diya-side.webp' }, { path: 'products/diya-front.webp', isMain: true }],
    });
    const unpictured = await createProduct(ctx.database.db, { wholesalerId: seller.id, name: 'Cotton wicks' });
    const archived = await createProduct(ctx.database.db, {
      wholesalerId: seller.id,
      name: 'Old lamp',
      archived: true,
      images: [{ path: 'products/old-lamp.webp', isMain: true }],
    });

    const html = await page(`/product/${pictured.id}`);
    expect(picturesOf(html)).toEqual(['/media/products/diya-front.webp']);
    expect(requestsOf(html)).toEqual([`/api/products/${pictured.id}`]);
    expect(picturesOf(await page(`/product/${unpictured.id}`))).toEqual([]);
    expect(picturesOf(await page(`/product/${archived.id}`))).toEqual([]);
    expect(picturesOf(await page('/product/99999'))).toEqual([]);
  });

  it('names only the scripts of the cart, whose data needs a login', async () => {
    const html = await page('/cart');
    expect(scriptsOf(html)).toEqual(['/assets/cart-page-d4.js']);
    expect(requestsOf(html)).toEqual([]);
  });

  it('serves other pages as built', async () => {
    for (const url of ['/login', '/orders', '/no-such-page', '/product/1/extra']) {
      expect(await page(url)).toBe(INDEX_HTML);
    }
  });

  it('lets a browser revalidate a page it already has', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/products?q=rice' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.inject({ method: 'GET', url: '/products?q=rice', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({ method: 'GET', url: '/products?q=tea', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(requestsOf(other.body)).toEqual(['/api/products?q=tea&amp;sort=newest&amp;page=1']);
  });

  it('cannot be made to write markup through the address', async () => {
    const html = await page('/products?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>');
    expect(requestsOf(html)).toEqual([
      '/api/products?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&amp;sort=newest&amp;page=1',
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '//[' })).statusCode).toBeLessThan(500);
  });
});

describe('the picture named from the answer the page then asks for', () => {
  const ctx = useTestApp({ serveWeb: true, webDistDir: builtWebApp() }, { CATALOG_CACHE_SECONDS: '60' });

  it("reads the product once: the API answers the page with what the HTML's hint was read from", async () => {
    const seller = await insertWholesaler(ctx.database.db);
    const product = await createProduct(ctx.database.db, {
      wholesalerId: seller.id,
      name: 'Brass bell',
      images: [{ path: 'bell.webp' }],
    });
    const html = await ctx.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(picturesOf(html.body)).toEqual(['/media/bell.webp']);

    // Renamed behind the API's back, so only a fresh read would show it.
    await ctx.database.db.update(products).set({ name: 'Brass gong' }).where(eq(products.id, product.id));
    const [request] = requestsOf(html.body);
    const answer = await ctx.app.inject({ method: 'GET', url: request ?? '' });
    expect((answer.json() as { products: { name: string } }).products.name).toBe('Brass bell');
  });
});

const INDEX_WITH_SHELL =
  '<!doctype html><html><head><title>Wholesale Marketplace</title></head>' +
  '<body><div id="root"><!--first-screen--><p>Loading</p><!--/first-screen--></div></body></html>';

/** Draws listings only, from the catalogue's first page of newest products; fails for a search for "boom". */
const FAKE_RENDERER = `
export async function renderFirstScreen(url, apiAnswer) {
  if (url.includes('boom')) throw new Error('drawing failed');
  if (!url.startsWith('/products')) return null;
  const answer = await apiAnswer('/api/products?sort=newest&page=1');
  if (answer === null) return null;
  return {
    html: '<main>' + answer.products.map((product) => '<h2>' + product.name + '</h2>').join('') + '</main>',
    state: { count: answer.count, note: '</script><script>alert(1)</script>' },
  };
}`;

describe('pages drawn on the server by the web build', () => {
  const ctx = useTestApp(
    { serveWeb: true, webDistDir: builtWebApp(FAKE_RENDERER, INDEX_WITH_SHELL) },
    { CATALOG_CACHE_SECONDS: '60' },
  );
  const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;

  it('puts the drawn first screen in place of the shell, inert, with the queries it was drawn from', async () => {
    const seller = await insertWholesaler(ctx.database.db);
    await createProduct(ctx.database.db, { wholesalerId: seller.id, name: 'Teak stool' });
    const html = await page('/products');
    expect(html).toContain('<div id="root"><div inert><main><h2>Teak stool</h2></main></div></div>');
    expect(html).not.toContain('<p>Loading</p>');
    // The app starts from the state instead of asking again, and its page scripts wait for the first paint.
    expect(requestsOf(html)).toEqual([]);
    expect(scriptsOf(html)).toEqual([]);
    const state = /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(state).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(JSON.parse(state ?? 'null')).toEqual({ count: 1, note: '</script><script>alert(1)</script>' });
  });

  it('draws the page again after a change through the API', async () => {
    const wholesaler = await verifiedWholesaler(ctx);
    expect(await page('/products')).not.toContain('Sheesham shelf');
    await createProductThroughApi(ctx, wholesaler, { name: 'Sheesham shelf', price: 900, stock: 3 });
    expect(await page('/products')).toContain('<h2>Sheesham shelf</h2>');
  });

  it('serves a page it cannot draw as before: with its hints, or as built', async () => {
    const failed = await page('/products?q=boom');
    expect(failed).toContain('<p>Loading</p>');
    expect(requestsOf(failed)).toEqual(['/api/products?q=boom&amp;sort=newest&amp;page=1']);
    expect(await page('/product/42')).toContain('<p>Loading</p>');
    expect(await page('/login')).toBe(INDEX_WITH_SHELL);
  });
});
