import { apiPaths, withQuery, type QueryValue, type RefreshResponse } from '@marketplace/contract';
import { ApiError, errorFromResponse, networkError, noAccessTokenError } from './api-error';
import { clearSession, getAccessToken, getRefreshToken, saveSession } from './storage';
import { isExpired } from './token';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON value, or FormData for a multipart upload. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Sends `Authorization: Bearer <accessToken>`, refreshing the token first when it is about to expire. */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode; `no-cache` asks the server again instead of reusing a fresh public answer. */
  cache?: RequestCache;
}

/** A token that expires within this margin is refreshed before use, so it cannot expire in flight. */
const EXPIRY_MARGIN_MS = 10_000;

/** How a successful response is read: JSON by default, or the raw bytes of a file. */
interface BodyReader<T> {
  accept: string;
  read(response: Response): Promise<T>;
}

const jsonBody: BodyReader<unknown> = {
  accept: 'application/json',
  async read(response) {
    if (response.status === 204) return undefined;
    const raw = await response.text();
    return raw === '' ? undefined : JSON.parse(raw);
  },
};

const blobBody: BodyReader<Blob> = { accept: '*/*', read: (response) => response.blob() };

async function send<T>(
  path: string,
  options: RequestOptions,
  token: string | null,
  reader = jsonBody as BodyReader<T>,
): Promise<T> {
  const headers = new Headers({ Accept: reader.accept });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response);
  return reader.read(response);
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Runs `refresh` while no other tab of this browser refreshes: the server treats a refresh token used twice as
 * stolen and ends the whole session, so two tabs must never send the same one.
 */
async function oneRefreshAcrossTabs(refresh: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('marketplace-token-refresh', refresh) : refresh();
}

async function performRefresh(): Promise<string> {
  const seen = getRefreshToken();
  return oneRefreshAcrossTabs(async () => {
    // Another tab may have rotated the refresh token while this one waited: its new tokens are good.
    const stored = getAccessToken();
    const refresh = getRefreshToken();
    if (seen && refresh !== seen && stored && !expiresSoon(stored)) return stored;
    try {
      if (!refresh) throw new ApiError(401, 'not_authenticated', 'No refresh token found');
      const tokens = await send<RefreshResponse>(apiPaths.tokenRefresh, { method: 'POST', body: { refresh } }, null);
      saveSession({ access: tokens.access, refresh: tokens.refresh, verified: tokens.verified });
      return tokens.access;
    } catch (error) {
      console.error('Failed to refresh token. Please log in again.', error);
      if (error instanceof ApiError && error.status === 401) clearSession();
      throw error;
    }
  });
}

/**
 * Exchanges the refresh token for a new pair (the server rotates refresh tokens) and stores both
 * tokens and the verified flag. Concurrent callers share one request.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function expiresSoon(token: string): boolean {
  try {
    return isExpired(token, EXPIRY_MARGIN_MS);
  } catch {
    return true; // an unreadable token is as good as an expired one
  }
}

async function usableAccessToken(): Promise<string> {
  const token = getAccessToken();
  if (!token) throw noAccessTokenError();
  return expiresSoon(token) ? refreshAccessToken() : token;
}

/** One request to the API: JSON in and out (or a file out), typed `ApiError` on failure, no timeout. */
async function request<T>(path: string, options: RequestOptions, reader: BodyReader<T>): Promise<T> {
  if (!options.authenticated) return send(path, options, null, reader);
  const token = await usableAccessToken();
  try {
    return await send(path, options, token, reader);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    // One retry with a fresh token. A token another request refreshed meanwhile is fresh enough.
    try {
      const stored = getAccessToken();
      const fresh = stored && stored !== token && !expiresSoon(stored) ? stored : await refreshAccessToken();
      return await send(path, options, fresh, reader);
    } catch {
      throw error;
    }
  }
}

export const apiRequest = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  request(path, options, jsonBody as BodyReader<T>);

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A file (a PDF), with the same token handling as every other call. */
  getBlob: (path: string, options?: Options) => request(path, { ...options, method: 'GET' }, blobBody),
};
