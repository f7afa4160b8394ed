import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, tokenExpiringIn } from '../test/memory-storage';
import { apiClient } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let storage: MemoryStorage;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let errorLog: ReturnType<typeof vi.spyOn>;

const authOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');
const requestsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

beforeEach(() => {
  storage = new MemoryStorage();
  fetchMock = vi.fn();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storage.setItem('accessToken', tokenExpiringIn(600));
  storage.setItem('refreshToken', 'refresh-1');
  storage.setItem('userType', 'retailer');
  storage.setItem('userVerified', 'true');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client after a 401', () => {
  it('refreshes and retries once with the new token', async () => {
    const fresh = tokenExpiringIn(600);
    let profileCalls = 0;
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/token/refresh/') return json(200, { access: fresh, refresh: 'refresh-2', verified: true });
      profileCalls += 1;
      return profileCalls === 1
        ? json(401, { detail: 'Token expired', code: 'token_not_valid' })
        : json(200, { id: 1 });
    });
    await expect(apiClient.get('/api/profile', { authenticated: true })).resolves.toEqual({ id: 1 });
    const profileRequests = requestsTo('/api/profile');
    expect(profileRequests).toHaveLength(2);
    expect(authOf(profileRequests[1]?.[1])).toBe(`Bearer ${fresh}`);
  });

  it('rejects with the original error when the retry fails too, and retries only once', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/token/refresh/') {
        return json(200, { access: tokenExpiringIn(600), refresh: 'refresh-2', verified: true });
      }
      return requestsTo('/api/profile').length === 1
        ? json(401, { detail: 'First failure', code: 'token_not_valid' })
        : json(401, { detail: 'Second failure', code: 'token_not_valid' });
    });
    const failure = apiClient.get('/api/profile', { authenticated: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'First failure' });
    expect(requestsTo('/api/profile')).toHaveLength(2);
    expect(requestsTo('/api/token/refresh/')).toHaveLength(1);
  });

  it('does not retry other errors', async () => {
    fetchMock.mockImplementation(async () => json(403, { detail: 'Only wholesaler accounts can do this.' }));
    await expect(apiClient.get('/api/inventory/', { authenticated: true })).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs a failed refresh, rethrows it and forgets the session it cannot renew', async () => {
    storage.setItem('accessToken', tokenExpiringIn(-60));
    fetchMock.mockImplementation(async () => json(401, { detail: 'Token is blacklisted', code: 'token_not_valid' }));
    await expect(apiClient.get('/api/profile', { authenticated: true })).rejects.toMatchObject({
      message: 'Token is blacklisted',
    });
    expect(errorLog).toHaveBeenCalledWith('Failed to refresh token. Please log in again.', expect.any(ApiError));
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('userType')).toBeNull();
    expect(requestsTo('/api/profile')).toHaveLength(0);
  });
});

describe('api client errors and bodies', () => {
  it('turns a 400 body into message, code and field errors', async () => {
    fetchMock.mockImplementation(async () =>
      json(400, {
        detail: 'Please correct the request body: First Name is required',
        code: 'validation',
        error: 'Please correct the request body: First Name is required',
        firstName: ['First Name is required'],
        email: ['Email is required', 'Email address is invalid'],
      }),
    );
    const failure = apiClient.post('/api/register/', {});
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Please correct the request body: First Name is required',
      fieldErrors: { firstName: ['First Name is required'], email: ['Email is required', 'Email address is invalid'] },
    });
  });

  it('uses the error field when there is no detail, and a general sentence for bodies that are not JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: 'No active account found' }));
    await expect(apiClient.post('/api/login/', {})).rejects.toMatchObject({ message: 'No active account found' });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiClient.get('/api/products')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502.',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(apiClient.get('/api/products')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user_type: 'retailer' }));
    const body = new FormData();
    body.append('shop_name', 'Gupta Kirana');
    await apiClient.post('/api/update-profile/', body, { authenticated: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('builds the query string from the defined values only', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(
      apiClient.get('/api/products', { query: { q: 'rice bag', page: 2, brand: undefined, category: '' } }),
    ).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?q=rice+bag&page=2');
  });
});
