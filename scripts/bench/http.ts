// Small HTTP helpers for preparing the benchmarks (not for measuring: autocannon does that).
import { sleep } from './processes.js';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  bytes: number;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string;
  timeoutMs?: number;
  /** Sent as they are, over the defaults. */
  headers?: Record<string, string>;
}

/**
 * A JSON request; resolves with any status, rejects only when the request itself fails. It asks for no encoding
 * (fetch would ask for gzip), as autocannon's requests do, unless `headers` say otherwise.
 */
export async function request<T>(base: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'identity',
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: body as T, bytes: Buffer.byteLength(text) };
}

/** Like `request`, but a status outside 2xx is an error that quotes the response. */
export async function requestOk<T>(base: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const response = await request<T>(base, path, options);
  if (response.status < 200 || response.status >= 300) {
    const detail = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    throw new HttpError(
      `${options.method ?? 'GET'} ${path} answered ${response.status}: ${detail.slice(0, 300)}`,
      response.status,
    );
  }
  return response;
}

/** Polls `url` until it answers 200, the process dies (`alive` false) or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process ended before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${last})`);
}
