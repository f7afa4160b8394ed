// Closed-loop HTTP load with autocannon: a fixed number of connections, each sending its next
// request as soon as the previous answer arrived, for a fixed time.
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { request } from './http.js';
import { cpuMsPer, cpuSince, cpuSnapshot, median, type CpuTarget, type CpuUse } from './measure.js';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Worker threads of autocannon; 0 runs it on the benchmark's own thread. */
  workers: number;
}

export interface Endpoint {
  key: string;
  name: string;
  /** What exactly is requested, for the report. */
  description: string;
  /** Every connection cycles through these requests in order (but see `inSharedOrder`). */
  requests: AutocannonRequest[];
  /** Set when a request is made by a callback, which cannot cross to autocannon's worker threads. */
  mainThreadOnly?: boolean;
  /** Told just before the measured run starts (after the warm-up) and as soon as it ends. */
  measuredRun?: { starting(): void; ended(): void };
}

export interface LoadResult {
  key: string;
  name: string;
  description: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** Socket errors, timeouts and answers outside 2xx. */
  errors: number;
  errorDetail: string;
  bytesPerResponse: number;
  cpu: CpuUse | null;
  /** CPU time (API process plus PostgreSQL backends) per answer. */
  cpuMsPerRequest: number | null;
  /** Median latency of single requests sent one after the other (no concurrency), after the warm-up. */
  serialMs: number | null;
  /** How long the server still needed after the run to answer one more request (its backlog). */
  drainMs: number | null;
  /** Set when the run could not be made at all. */
  failure?: string;
}

function describeErrors(result: AutocannonResult): string {
  const parts: string[] = [];
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count}× ${status}`);
  if (statuses.length > 0) parts.push(`status ${statuses.join(', ')}`);
  if (result.timeouts > 0) parts.push(`${result.timeouts} timeouts`);
  if (result.errors > result.timeouts) parts.push(`${result.errors - result.timeouts} socket errors`);
  return parts.join('; ');
}

async function fire(base: string, endpoint: Endpoint, settings: LoadSettings, seconds: number) {
  const instance = autocannon({
    url: base,
    connections: settings.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    ...(settings.workers > 0 && !endpoint.mainThreadOnly ? { workers: settings.workers } : {}),
    requests: endpoint.requests,
    title: endpoint.name,
  });
  return await instance;
}

/**
 * The requests of an endpoint whose every request asks for the path `next()` gives when it is sent, with
 * `headers`; `first` is the path of the check made before the load. A callback cannot cross to autocannon's worker
 * threads.
 */
export function pathPerRequest(
  first: string,
  next: () => string,
  headers: Record<string, string> = {},
): Pick<Endpoint, 'requests' | 'mainThreadOnly'> {
  return {
    requests: [{ method: 'GET', path: first, headers, setupRequest: (request) => ({ ...request, path: next() }) }],
    mainThreadOnly: true,
  };
}

/**
 * The requests of an endpoint that asks for `paths` in one order shared by every connection: each request takes
 * the next path. Connections cycling through a list each on their own move in step, so that the requests in flight
 * at one moment ask for the same few answers; in one shared order they ask for different ones, as different
 * shoppers do.
 */
export function inSharedOrder(paths: readonly string[]): Pick<Endpoint, 'requests' | 'mainThreadOnly'> {
  let next = 0;
  const pathAt = (index: number) => paths[index % paths.length] as string;
  return pathPerRequest(pathAt(0), () => pathAt(next++));
}

const SERIAL_REQUESTS = 20;

async function send(base: string, entry: AutocannonRequest, timeoutMs: number): Promise<number> {
  const spec = entry.setupRequest ? entry.setupRequest({ ...entry }, {}) : entry;
  const started = performance.now();
  const answer = await request(base, spec.path ?? '/', {
    method: spec.method ?? 'GET',
    body: spec.body === undefined ? undefined : (JSON.parse(spec.body) as unknown),
    timeoutMs,
    headers: spec.headers,
  });
  if (answer.status >= 300) throw new Error(`${spec.method ?? 'GET'} ${spec.path} answered ${answer.status}`);
  return performance.now() - started;
}

/** Single requests one after the other: the service time without queueing (at most 30 s). */
async function serialLatency(base: string, endpoint: Endpoint): Promise<number | null> {
  const times: number[] = [];
  const deadline = performance.now() + 30_000;
  for (let index = 0; index < SERIAL_REQUESTS && performance.now() < deadline; index += 1) {
    const spec = endpoint.requests[index % endpoint.requests.length];
    if (!spec) break;
    times.push(await send(base, spec, 30_000));
  }
  return times.length > 0 ? median(times) : null;
}

/**
 * autocannon stops sending when the time is up, but requests the server had already accepted are still
 * queued (PGlite runs one query at a time, argon2 has a small thread pool): wait for one more answer,
 * so that the next measurement does not pay for this one's backlog.
 */
async function drain(base: string, endpoint: Endpoint): Promise<number | null> {
  const spec = endpoint.requests[0];
  if (!spec) return null;
  try {
    return await send(base, spec, 180_000);
  } catch {
    return null;
  }
}

export async function runLoad(
  base: string,
  endpoint: Endpoint,
  settings: LoadSettings,
  cpuTarget: CpuTarget = {},
): Promise<LoadResult> {
  try {
    if (settings.warmupSeconds > 0) {
      await fire(base, endpoint, settings, settings.warmupSeconds);
      await drain(base, endpoint);
    }
    const serialMs = await serialLatency(base, endpoint);
    endpoint.measuredRun?.starting();
    const before = cpuSnapshot(cpuTarget);
    const result = await fire(base, endpoint, settings, settings.durationSeconds);
    const cpu = cpuSince(before, cpuTarget);
    endpoint.measuredRun?.ended();
    const drainMs = await drain(base, endpoint);
    const total = result.requests.total;
    if (total === 0) {
      return failedLoad(
        endpoint,
        `no answer within ${settings.durationSeconds} s (${describeErrors(result) || 'all requests still waiting'})`,
      );
    }
    return {
      key: endpoint.key,
      name: endpoint.name,
      description: endpoint.description,
      requestsPerSecond: total / (result.duration > 0 ? result.duration : settings.durationSeconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      total,
      errors: result.errors + result.non2xx,
      errorDetail: describeErrors(result),
      bytesPerResponse: total > 0 ? result.throughput.total / total : 0,
      cpu,
      cpuMsPerRequest: cpuMsPer(cpu, total),
      serialMs,
      drainMs,
    };
  } catch (error) {
    return failedLoad(endpoint, (error as Error).message);
  }
}

/** The result of a measurement that could not be made. */
export function failedLoad(endpoint: Endpoint, failure: string): LoadResult {
  return {
    key: endpoint.key,
    name: endpoint.name,
    description: endpoint.description,
    requestsPerSecond: Number.NaN,
    p50: Number.NaN,
    p99: Number.NaN,
    max: Number.NaN,
    total: 0,
    errors: 0,
    errorDetail: '',
    bytesPerResponse: 0,
    cpu: null,
    cpuMsPerRequest: null,
    serialMs: null,
    drainMs: null,
    failure,
  };
}
