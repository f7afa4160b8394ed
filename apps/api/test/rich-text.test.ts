import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogResponse, HomeDataResponse, Product, ProductDetailResponse } from '@marketplace/contract';
import { RICH_TEXT_RULES_VERSION, sanitizeRichText, storedRichText } from '../src/content/rich-text.js';
import { createProduct, insertWholesaler, storeRawRichText } from './catalog-fixtures.js';
import { useTestApp } from './helper.js';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
].join('');
const SAFE_FORMATTING = '<p><strong>Bold</strong> claim</p><ul><li>One</li><li>Two</li></ul>';
const SAFE_TABLE = '<table><tbody><tr><th>Size</th><td>5 L</td></tr></tbody></table>';

function expectHarmless(html: string) {
  expect(html.toLowerCase()).not.toContain('<script');
  expect(html.toLowerCase()).not.toContain('onerror');
  expect(html.toLowerCase()).not.toContain('javascript:');
  expect(html).not.toContain('alert(1)</script');
}

describe('sanitizeRichText', () => {
  it('removes scripts together with their content', () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handlers and images that carry them', () => {
    const clean = sanitizeRichText('<p onclick="alert(1)">Tap</p><img src=x onerror=alert(1)>');
    expectHarmless(clean);
    expect(clean).not.toContain('onclick');
    expect(clean).toBe('<p>Tap</p>');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
  ])('drops the javascript: link in %s but keeps its text', (html) => {
    const clean = sanitizeRichText(html);
    expect(clean.toLowerCase()).not.toMatch(/java\s*script/);
    expect(clean).toContain('x');
  });

  it.each([
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)></svg>',
    '<object data="x.swf"></object>',
    '<style>body{display:none}</style>',
    '<form action="https://evil.example"><input name="p"></form>',
  ])('removes embedded content such as %s', (html) => {
    expect(sanitizeRichText(html)).toBe('');
  });

  it('removes style and data: links', () => {
    const clean = sanitizeRichText('<p style="position:fixed">x</p><a href="data:text/html,hi">y</a>');
    expect(clean).toBe('<p>x</p><a rel="noopener noreferrer nofollow">y</a>');
  });

  it('keeps bold, italics, lists, headings and tables', () => {
    const html = `<h2>Features</h2>${SAFE_FORMATTING}<p><em>Note</em> <u>this</u></p>${SAFE_TABLE}`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps ordinary links and makes them safe to open', () => {
    expect(sanitizeRichText('<a href="https://example.com/manual.pdf" target="_blank">Manual</a>')).toBe(
      '<a href="https://example.com/manual.pdf" target="_blank" rel="noopener noreferrer nofollow">Manual</a>',
    );
    expect(sanitizeRichText('<a href="mailto:sales@example.com">Write</a>')).toContain(
      'href="mailto:sales@example.com"',
    );
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeRichText('5 < 6 & 7 > 3')).toBe('5 &lt; 6 &amp; 7 &gt; 3');
  });

  it('leaves an empty text empty', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('storedRichText', () => {
  it('cleans what it is given, and gives the same answer for the same product version', () => {
    const first = storedRichText(`<p>ok</p>${HOSTILE}`, 0, () => 'test-key-1');
    expectHarmless(first);
    expect(first).toContain('<p>ok</p>');
    expect(storedRichText(`<p>ok</p>${HOSTILE}`, 0, () => 'test-key-1')).toBe(first);
  });

  it('cleans again for a new version of the text', () => {
    storedRichText('<p>old</p>', 0, () => 'test-key-2');
    expect(storedRichText('<p>new</p><script>x()</script>', 0, () => 'test-key-3')).toBe('<p>new</p>');
  });

  it("cleans text cleaned under older rules, and leaves text cleaned under today's as it is", () => {
    expect(storedRichText('<p>a</p><script>x()</script>', RICH_TEXT_RULES_VERSION - 1, () => 'test-key-4')).toBe(
      '<p>a</p>',
    );
    const memoKey = vi.fn(() => 'test-key-5');
    expect(storedRichText('<p>b</p>', RICH_TEXT_RULES_VERSION, memoKey)).toBe('<p>b</p>');
    expect(memoKey).not.toHaveBeenCalled();
  });
});

describe('rich text in API responses', () => {
  const ctx = useTestApp();
  let productId = 0;

  beforeAll(async () => {
    const { db } = ctx.database;
    const seller = await insertWholesaler(db);
    const product = await createProduct(db, {
      wholesalerId: seller.id,
      name: 'Rich Text Blender',
      stock: 5,
      rating: 4,
    });
    productId = product.id;
    await storeRawRichText(db, productId, {
      description: `${SAFE_FORMATTING}${HOSTILE}`,
      specifications: `${SAFE_TABLE}${HOSTILE}`,
    });
  });

  function expectCleanProduct(product: Product | undefined | null) {
    expect(product).toBeTruthy();
    expectHarmless(product!.description);
    expectHarmless(product!.specifications);
    expect(product!.description).toContain('<strong>Bold</strong>');
    expect(product!.description).toContain('<ul><li>One</li><li>Two</li></ul>');
    expect(product!.specifications).toContain(SAFE_TABLE);
  }

  it('the product listing never sends stored scripts, handlers or javascript: links', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products?q=rich%20text' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as CatalogResponse;
    expectCleanProduct(body.products[0]);
  });

  it('the product detail never sends them either', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(response.statusCode).toBe(200);
    expectCleanProduct((response.json() as ProductDetailResponse).products);
    expectHarmless(response.body);
  });

  it('the home page never sends them either', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/home-data/' });
    const body = response.json() as HomeDataResponse;
    expectCleanProduct(body.top_rated_products.find((product) => product.id === productId));
    expectHarmless(response.body);
  });

  it('cleans a description changed later, not just the first one read', async () => {
    await storeRawRichText(ctx.database.db, productId, {
      description: '<p>Now <em>quieter</em></p><img src=x onerror=alert(2)>',
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    const { products } = response.json() as ProductDetailResponse;
    expect(products.description).toBe('<p>Now <em>quieter</em></p>');
  });
});
