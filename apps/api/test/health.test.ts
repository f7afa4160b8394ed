import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

describe('system endpoints', () => {
  const ctx = useTestApp();

  it('reports health and the database in use', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI description under /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/login/', '/api/register/', '/api/profile']));
  });

  it('answers an unknown API address with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it.each([
    ['an answer', '/api/health'],
    ['a 404', '/api/no-such-thing'],
    ['a refused request', '/api/products?page=0'],
  ])('sends security headers with %s', async (_kind, url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
