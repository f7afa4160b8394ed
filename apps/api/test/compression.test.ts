import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import { insertProduct, verifiedWholesaler } from './workspace-fixtures.js';

function builtWebApp(): { dir: string; script: string; br: Buffer; gz: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-web-'));
  mkdirSync(path.join(dir, 'assets'));
  // Over the 1 KB below which nothing is compressed.
  const notice = `<noscript>${'The wholesale marketplace needs JavaScript. '.repeat(30)}</noscript>`;
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><div id="root"></div>${notice}`);
  const script = `console.log(${JSON.stringify('marketplace '.repeat(400))});`;
  const file = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(file, script);
  const br = brotliCompressSync(script);
  const gz = gzipSync(script, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { dir, script, br, gz };
}

const web = builtWebApp();

describe('compressed answers', () => {
  const ctx = useTestApp({ serveWeb: true, webDistDir: web.dir });

  async function listing(acceptEncoding?: string) {
    return ctx.app.inject({
      method: 'GET',
      url: '/api/products?sort=name_asc',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
  }

  it('sends catalogue JSON Brotli or gzip encoded to clients that accept it, the same JSON plain to others', async () => {
    const wholesaler = await verifiedWholesaler(ctx);
    for (let n = 1; n <= 12; n += 1) {
      await insertProduct(ctx.database.db, {
        wholesalerId: wholesaler.id,
        name: `Compressible Product ${n}`,
        pricePaise: 10_000 + n,
        stock: 5,
      });
    }
    const plain = await listing();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ count: number }>().count).toBe(12);

    const br = await listing('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await listing('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('gives every encoding of one answer the same weak ETag, so a browser revalidates to 304', async () => {
    const plain = await listing();
    const br = await listing('br');
    expect(plain.headers.etag).toMatch(/^W\//);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?sort=name_asc',
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.headers.etag).toBe(plain.headers.etag);
  });

  it('answers HEAD with the headers of the encoded answer, and x-no-compression with plain JSON', async () => {
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/products?sort=name_asc',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?sort=name_asc',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe((await listing()).body);
  });

  it('sends shop pages Brotli or gzip encoded to browsers that accept it, the same HTML plain to others', async () => {
    const page = (acceptEncoding?: string) =>
      ctx.app.inject({ method: 'GET', url: '/', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const plain = await page();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');

    for (const round of [1, 2]) {
      const br = await page('gzip, deflate, br');
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the build’s own .br and .gz copies of scripts, with a year of caching', async () => {
    const get = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await get('gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(web.br)).toBe(true);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(web.gz)).toBe(true);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
  });
});
