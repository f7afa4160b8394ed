import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, tokenExpiringIn } from '../test/memory-storage';
import { apiClient } from './api-client';

const PDF_BYTES = '%PDF-1.7 demo';
const pdf = () => new Response(PDF_BYTES, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let storage: MemoryStorage;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

const headerOf = (call: number, name: string) => new Headers(fetchMock.mock.calls[call]?.[1].headers).get(name);

beforeEach(() => {
  storage = new MemoryStorage();
  fetchMock = vi.fn();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storage.setItem('refreshToken', 'refresh-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client files', () => {
  it('downloads a file with the bearer token and hands back its bytes', async () => {
    const access = tokenExpiringIn(600);
    storage.setItem('accessToken', access);
    fetchMock.mockImplementation(async () => pdf());
    const file = await apiClient.getBlob('/api/orders/7/invoice.pdf', { authenticated: true });
    expect(await file.text()).toBe(PDF_BYTES);
    expect(file.type).toBe('application/pdf');
    expect(headerOf(0, 'Authorization')).toBe(`Bearer ${access}`);
    expect(headerOf(0, 'Accept')).toBe('*/*');
  });

  it('refreshes an expired token before the download, as for any other call', async () => {
    const fresh = tokenExpiringIn(600);
    storage.setItem('accessToken', tokenExpiringIn(-5));
    fetchMock.mockImplementation(async (url) =>
      url === '/api/token/refresh/' ? json(200, { access: fresh, refresh: 'refresh-2', verified: true }) : pdf(),
    );
    await apiClient.getBlob('/api/orders/7/invoice.pdf', { authenticated: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/token/refresh/', '/api/orders/7/invoice.pdf']);
    expect(headerOf(1, 'Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('retries once with a new token after a 401', async () => {
    storage.setItem('accessToken', tokenExpiringIn(600));
    let downloads = 0;
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/token/refresh/')
        return json(200, { access: tokenExpiringIn(600), refresh: 'r', verified: true });
      downloads += 1;
      return downloads === 1 ? json(401, { detail: 'Token expired', code: 'token_not_valid' }) : pdf();
    });
    const file = await apiClient.getBlob('/api/orders/7/invoice.pdf', { authenticated: true });
    expect(await file.text()).toBe(PDF_BYTES);
    expect(downloads).toBe(2);
  });

  it("fails with the server's message when there is no such document", async () => {
    storage.setItem('accessToken', tokenExpiringIn(600));
    fetchMock.mockImplementation(async () =>
      json(404, { detail: 'Invoice not found.', code: 'not_found', error: 'Invoice not found.' }),
    );
    await expect(apiClient.getBlob('/api/orders/7/invoice.pdf', { authenticated: true })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Invoice not found.',
    });
  });
});
