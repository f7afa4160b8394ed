import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, tokenExpiringIn } from '../test/memory-storage';
import { apiClient, refreshAccessToken } from './api-client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tokenNotValid = () => json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid', error: 'x' });

let storage: MemoryStorage;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

function serve(handler: Handler) {
  fetchMock.mockImplementation(async (url, init) => handler(url, init));
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url, init, auth: authOf(init) }));
const authOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');
const refreshCalls = () => calls().filter((call) => call.url === '/api/token/refresh/');

beforeEach(() => {
  storage = new MemoryStorage();
  fetchMock = vi.fn();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends JSON and reads JSON, without a token for public calls', async () => {
    serve(() => json(200, { categories: [], brands: [] }));
    await expect(apiClient.post('/api/login/', { username: 'a@b.in' })).resolves.toEqual({
      categories: [],
      brands: [],
    });
    const [call] = calls();
    expect(call?.auth).toBeNull();
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/json');
    expect(call?.init.body).toBe('{"username":"a@b.in"}');
  });

  it('adds the bearer token to authenticated calls', async () => {
    const access = tokenExpiringIn(600);
    storage.setItem('accessToken', access);
    serve(() => json(200, { ok: true }));
    await apiClient.get('/api/profile', { authenticated: true });
    expect(calls()[0]?.auth).toBe(`Bearer ${access}`);
  });

  it('fails with "No access token found" when nobody is logged in', async () => {
    await expect(apiClient.get('/api/profile', { authenticated: true })).rejects.toThrow(
      expect.objectContaining({ message: 'No access token found' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired token first and stores the rotated pair and the verified flag', async () => {
    const fresh = tokenExpiringIn(600);
    storage.setItem('accessToken', tokenExpiringIn(-5));
    storage.setItem('refreshToken', 'refresh-1');
    serve((url) =>
      url === '/api/token/refresh/'
        ? json(200, { access: fresh, refresh: 'refresh-2', verified: true })
        : json(200, {}),
    );
    await apiClient.get('/api/profile', { authenticated: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.init.body).toBe('{"refresh":"refresh-1"}');
    expect(calls()[1]?.auth).toBe(`Bearer ${fresh}`);
    expect(storage.getItem('accessToken')).toBe(fresh);
    expect(storage.getItem('refreshToken')).toBe('refresh-2');
    expect(storage.getItem('userVerified')).toBe('true');
  });

  it('refreshes a token that expires within 10 seconds', async () => {
    storage.setItem('accessToken', tokenExpiringIn(8));
    storage.setItem('refreshToken', 'refresh-1');
    serve((url) =>
      url === '/api/token/refresh/'
        ? json(200, { access: tokenExpiringIn(600), refresh: 'refresh-2', verified: false })
        : json(200, {}),
    );
    await apiClient.get('/api/profile', { authenticated: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(storage.getItem('userVerified')).toBe('false');
  });

  it('shares one refresh between concurrent requests', async () => {
    storage.setItem('accessToken', tokenExpiringIn(-5));
    storage.setItem('refreshToken', 'refresh-1');
    serve((url) =>
      url === '/api/token/refresh/'
        ? json(200, { access: tokenExpiringIn(600), refresh: 'refresh-2', verified: true })
        : json(200, {}),
    );
    await Promise.all([
      apiClient.get('/api/profile', { authenticated: true }),
      apiClient.get('/api/inventory/', { authenticated: true }),
      refreshAccessToken(),
    ]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('retries a 401 with a token another request refreshed meanwhile, without refreshing again', async () => {
    const refreshedElsewhere = tokenExpiringIn(600, { jti: 'refreshed-elsewhere' });
    storage.setItem('accessToken', tokenExpiringIn(600));
    storage.setItem('refreshToken', 'refresh-1');
    let profileCalls = 0;
    serve(() => {
      profileCalls += 1;
      if (profileCalls > 1) return json(200, { id: 1 });
      storage.setItem('accessToken', refreshedElsewhere);
      return tokenNotValid();
    });
    await expect(apiClient.get('/api/profile', { authenticated: true })).resolves.toEqual({ id: 1 });
    expect(refreshCalls()).toHaveLength(0);
    expect(calls()[1]?.auth).toBe(`Bearer ${refreshedElsewhere}`);
  });
});

describe('refreshing across tabs', () => {
  it('waits for another tab that refreshes, then uses its new tokens instead of sending the old refresh token again', async () => {
    const otherTabsAccess = tokenExpiringIn(600);
    storage.setItem('accessToken', tokenExpiringIn(-5));
    storage.setItem('refreshToken', 'refresh-1');
    // Another tab holds the browser's refresh lock and rotates the pair meanwhile.
    let release = () => undefined as void;
    const otherTab = new Promise<void>((resolve) => (release = resolve));
    const held = new Set<string>();
    vi.stubGlobal('navigator', {
      locks: {
        async request<T>(name: string, callback: () => Promise<T>): Promise<T> {
          if (held.has(name)) await otherTab;
          return callback();
        },
      },
    });
    held.add('marketplace-token-refresh');
    serve(() => json(200, { ok: true }));

    const profile = apiClient.get('/api/profile', { authenticated: true });
    storage.setItem('accessToken', otherTabsAccess);
    storage.setItem('refreshToken', 'refresh-2');
    release();
    await profile;

    expect(refreshCalls()).toHaveLength(0);
    expect(calls()[0]?.auth).toBe(`Bearer ${otherTabsAccess}`);
  });
});
