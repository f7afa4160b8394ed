import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { API_SERVER_ARGS } from '../../../scripts/api-server.mjs';
import { freshDatabase, type FreshDatabase } from './helper.js';

/** Real API processes, started as `npm start` starts them (`scripts/api-server.mjs`), for tests that need more than one event loop. */

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on right now, so tests running side by side do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the server on `port` with a test environment; `env` adds to it or overrides it. */
export function startApi(port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, [...API_SERVER_ARGS], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX_REGISTER: '1000',
      RATE_LIMIT_MAX_LOGIN: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, child, output, exited };
}

/** Polls /api/health until the process answers; fails with its output if it dies first. */
export async function waitForHealth(api: ApiProcess, deadlineMs = 90_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (api.child.exitCode !== null) throw new Error(`API on ${api.port} exited:\n${api.output.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${api.port}/api/health`);
      if (response.ok) return (await response.json()) as { status: string; database: string };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`API on ${api.port} did not become healthy:\n${api.output.join('')}`);
}

export async function call(api: ApiProcess, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${api.port}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

export async function stop(api: ApiProcess) {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const code = await Promise.race([api.exited, sleep(15_000).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    api.child.kill('SIGKILL');
    await api.exited;
  }
}

export interface CachingProcesses {
  database: FreshDatabase;
  /** A connection of the test's own, to change rows behind the processes' backs. */
  sql: pg.Client;
  apis: ApiProcess[];
}

/**
 * Two real API processes on a fresh database of DATABASE_URL's server, each keeping catalogue answers for five
 * minutes, running for the tests of the enclosing describe; `name` tells its database, files and secret apart, and
 * `env` adds to their environment. The migrations' advisory lock lets both start at once.
 */
export function useTwoCachingProcesses(name: string, env: Record<string, string> = {}): CachingProcesses {
  const processes = { apis: [] as ApiProcess[] } as CachingProcesses;
  let dataDir = '';

  beforeAll(async () => {
    processes.database = await freshDatabase(process.env.DATABASE_URL!, `marketplace_${name}`);
    dataDir = mkdtempSync(path.join(tmpdir(), `marketplace-${name}-`));
    const shared = {
      JWT_SECRET: `${name}-${randomBytes(24).toString('hex')}`,
      DATABASE_URL: processes.database.url,
      DATA_DIR: dataDir,
      CATALOG_CACHE_SECONDS: '300',
      ...env,
    };
    for (let index = 0; index < 2; index += 1) processes.apis.push(startApi(await freePort(), shared));
    await Promise.all(processes.apis.map((one) => waitForHealth(one)));
    processes.sql = new pg.Client({ connectionString: processes.database.url });
    await processes.sql.connect();
  });

  afterAll(async () => {
    await Promise.all(processes.apis.map(stop));
    await processes.sql?.end();
    await processes.database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return processes;
}
