import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/auth/passwords.js';
import { REPO_ROOT } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { API_SERVER_ARGS } from '../../../scripts/api-server.mjs';

/**
 * Real API processes, started as `npm start` starts them (`scripts/api-server.mjs`), on a database of their own:
 * the embedded PGlite in a temporary DATA_DIR, or, when DATABASE_URL is set, a fresh PostgreSQL database on that
 * server, dropped at the end.
 */

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KIND: DatabaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Shared by every process of a cluster, so restarts and second processes accept each other's tokens and signatures. */
export const SECRETS = {
  JWT_SECRET: 'reliability-jwt-secret-that-is-long-enough-for-hs256',
  RAZORPAY_KEY_SECRET: 'reliability-sandbox-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'reliability-sandbox-webhook-secret',
} as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/* ---------- a small seeded random source, so a failing run can be replayed with RELIABILITY_SEED ---------- */

export function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const chance = (probability: number) => next() < probability;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, chance, shuffle };
}
export type Random = ReturnType<typeof seededRandom>;

/** The seed of this run: RELIABILITY_SEED, or a fresh one that the test prints. */
export function runSeed(): number {
  const given = Number(process.env.RELIABILITY_SEED);
  return Number.isInteger(given) && given > 0 ? given : randomBytes(4).readUInt32BE(0) || 1;
}

/* ---------- HTTP ---------- */

export interface Answer {
  /** 0 when no answer came (connection refused or reset, process killed, timeout). */
  status: number;
  body: unknown;
  error?: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (the webhook signature covers these exact bytes). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP call to an API process; never throws for a missing answer, it reports status 0 instead. */
export async function call(
  api: ApiProcess,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const { body, rawBody, token, headers = {}, timeoutMs = 120_000 } = options;
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  try {
    const response = await fetch(`${api.baseUrl}${url}`, {
      method,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, body: null, error: `${(error as Error).name}: ${(error as Error).message} ${cause ?? ''}` };
  }
}

/** Counts answers by endpoint and status, so a test can assert "zero 5xx, every request answered". */
export class Traffic {
  readonly counts = new Map<string, Map<number, number>>();
  readonly serverErrors: string[] = [];
  readonly unanswered: string[] = [];
  readonly unexpected: string[] = [];
  total = 0;

  record(endpoint: string, answer: Answer, allowed: readonly number[]) {
    this.total += 1;
    const byStatus = this.counts.get(endpoint) ?? new Map<number, number>();
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    this.counts.set(endpoint, byStatus);
    const summary = () => `${endpoint} → ${answer.status} ${JSON.stringify(answer.body ?? answer.error).slice(0, 300)}`;
    if (answer.status === 0) this.unanswered.push(`${endpoint}: ${answer.error}`);
    else if (answer.status >= 500) this.serverErrors.push(summary());
    else if (!allowed.includes(answer.status)) this.unexpected.push(summary());
  }

  table(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([endpoint, byStatus]) =>
          `  ${endpoint.padEnd(34)} ${[...byStatus.entries()]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}×${count}`)
            .join('  ')}`,
      )
      .join('\n');
  }
}

/* ---------- API processes ---------- */

export interface ApiProcess {
  name: string;
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output: string[];
  exited: Promise<void>;
  /** Set when we asked it to stop (SIGTERM) or killed it (SIGKILL). */
  stopRequested: boolean;
}

const alive = (api: ApiProcess) => api.child.exitCode === null && api.child.signalCode === null;
const everyChild = new Set<ChildProcess>();

// Last resort: a test runner that dies must not leave API servers behind.
process.on('exit', () => {
  for (const child of everyChild) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export function tail(api: ApiProcess, characters = 3000): string {
  return api.output.join('').slice(-characters);
}

/* ---------- a cluster: one database, its data folder, and the API processes on it ---------- */

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface ClusterOptions {
  label: string;
  /** Extra environment for every process (e.g. EXPIRE_UNPAID_ORDERS_EVERY_SECONDS). */
  env?: Record<string, string>;
}

export class Cluster {
  readonly kind = DATABASE_KIND;
  readonly dataDirs: string[] = [];
  readonly processes: ApiProcess[] = [];
  /** Processes that exited without being asked to: a crash of the API itself. */
  readonly unexpectedExits: string[] = [];
  databaseUrl: string | undefined;
  private databaseName: string | undefined;
  private pgClient: pg.Client | undefined;
  private readonly env: Record<string, string>;

  constructor(readonly options: ClusterOptions) {
    this.env = options.env ?? {};
  }

  /** The data folder of the first process: for PGlite, where the database lives. */
  get dataDir(): string {
    const dir = this.dataDirs[0];
    if (!dir) throw new Error('cluster not created');
    return dir;
  }

  get pgliteDir(): string {
    return path.join(this.dataDir, 'pglite');
  }

  /** Creates the database (fresh PostgreSQL database or PGlite folder) and applies the migrations. */
  async create(): Promise<void> {
    this.dataDirs.push(mkdtempSync(path.join(tmpdir(), `marketplace-reliability-${this.options.label}-`)));
    if (this.kind === 'postgres') {
      const serverUrl = process.env.DATABASE_URL as string;
      this.databaseName = `marketplace_reliability_${this.options.label.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${this.databaseName}`);
      } finally {
        await admin.end();
      }
      const url = new URL(serverUrl);
      url.pathname = `/${this.databaseName}`;
      this.databaseUrl = url.toString();
    }
    const handle = await openDatabase({ databaseUrl: this.databaseUrl, pgliteDir: this.pgliteDir, poolSize: 1 });
    try {
      await migrateDatabase(handle, this.databaseUrl);
    } finally {
      await handle.close();
    }
    if (this.kind === 'postgres') {
      this.pgClient = new pg.Client({ connectionString: this.databaseUrl });
      // A killed API process or the final drop may close this connection's server side: never fatal.
      this.pgClient.on('error', () => undefined);
      await this.pgClient.connect();
    }
  }

  /**
   * Runs SQL on the cluster's database. PostgreSQL: at any time. PGlite: only while no API process holds it (it can
   * be opened by one process at a time), so the tests stop or kill the server first; opening it after a SIGKILL is
   * exactly what the next server start would do.
   */
  async withSql<T>(work: (query: Query) => Promise<T>): Promise<T> {
    if (this.pgClient) {
      const client = this.pgClient;
      return work(async <R>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as R[]);
    }
    const running = this.processes.filter(alive);
    if (running.length > 0) throw new Error(`PGlite is held by ${running.map((api) => api.name).join(', ')}`);
    const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: this.pgliteDir });
    try {
      const client = (
        handle.db as unknown as {
          $client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
        }
      ).$client;
      return await work(
        async <R>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as R[],
      );
    } finally {
      await handle.close();
    }
  }

  /** Starts an API process (a new data folder per extra process on PostgreSQL; PGlite has one) and waits for health. */
  async start(name: string, env: Record<string, string> = {}): Promise<ApiProcess> {
    if (this.kind === 'pglite' && this.processes.some(alive)) throw new Error('PGlite allows one API process');
    let dataDir = this.dataDir;
    if (this.kind === 'postgres' && this.processes.length > 0) {
      // Each process gets its own DATA_DIR (media, admin-control file): they share only the database.
      dataDir = mkdtempSync(path.join(tmpdir(), `marketplace-reliability-${this.options.label}-`));
      this.dataDirs.push(dataDir);
    }
    const child = spawn(process.execPath, [...API_SERVER_ARGS], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...SECRETS,
        ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : {}),
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        SERVE_WEB: 'false',
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        RATE_LIMIT_MAX_LOGIN: '100000',
        RATE_LIMIT_MAX_REGISTER: '100000',
        RATE_LIMIT_MAX_REFRESH: '100000',
        ...this.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    everyChild.add(child);
    const output: string[] = [];
    const api: ApiProcess = {
      name,
      child,
      port: 0,
      baseUrl: '',
      output,
      exited: new Promise<void>((resolve) => child.once('exit', () => resolve())),
      stopRequested: false,
    };
    const remember = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 400) output.splice(0, output.length - 400);
    };
    child.stdout?.on('data', remember);
    child.stderr?.on('data', remember);
    child.once('exit', (code, signal) => {
      everyChild.delete(child);
      if (!api.stopRequested)
        this.unexpectedExits.push(`${name} exited (code ${code}, signal ${signal}):\n${tail(api, 2000)}`);
    });
    this.processes.push(api);

    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      if (!alive(api)) throw new Error(`API ${name} exited during start:\n${tail(api)}`);
      const banner = /running at http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (banner) {
        api.port = Number(banner[1]);
        api.baseUrl = `http://127.0.0.1:${api.port}`;
        const health = await call(api, 'GET', '/api/health', { timeoutMs: 10_000 });
        if (health.status === 200) {
          const database = (health.body as { database?: string }).database;
          if (database !== this.kind) throw new Error(`API ${name} runs on ${database}, expected ${this.kind}`);
          return api;
        }
      }
      await sleep(200);
    }
    await this.kill(api);
    throw new Error(`API ${name} did not become healthy:\n${tail(api)}`);
  }

  /** The last lines each process wrote (its warnings and errors at LOG_LEVEL=warn), for failure messages. */
  logs(characters = 4000): string {
    return this.processes
      .map((api) => `--- ${api.name} (pid ${api.child.pid}):\n${tail(api, characters) || '(nothing)'}`)
      .join('\n');
  }

  /** How many lines of the processes' output match (e.g. the logged cause of a 5xx). */
  countInLogs(pattern: RegExp): number {
    return this.processes.reduce(
      (sum, api) =>
        sum +
        api.output
          .join('')
          .split('\n')
          .filter((line) => pattern.test(line)).length,
      0,
    );
  }

  /** SIGKILL: no shutdown hook runs, in-flight requests lose their answers. */
  async kill(api: ApiProcess): Promise<void> {
    api.stopRequested = true;
    if (alive(api)) api.child.kill('SIGKILL');
    await api.exited;
  }

  /** SIGTERM and wait (the server closes the database cleanly); SIGKILL after 30 s. */
  async stop(api: ApiProcess): Promise<void> {
    api.stopRequested = true;
    if (!alive(api)) return;
    api.child.kill('SIGTERM');
    const done = await Promise.race([api.exited.then(() => true), sleep(30_000).then(() => false)]);
    if (!done) await this.kill(api);
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.processes.map((api) => this.stop(api)));
  }

  /** A wholesaler becomes verified: through the running server's admin control (PGlite) or SQL (PostgreSQL). */
  async verifyWholesaler(email: string): Promise<void> {
    await this.administer(
      'verify',
      email,
      `update users set verification_status = 'verified' where email = $1 and user_type = 'wholesaler'`,
    );
  }

  async approveLicence(email: string): Promise<void> {
    await this.administer(
      'approve-licence',
      email,
      `update retailer_profiles set licence_status = 'approved' where user_id = (select id from users where email = $1)`,
    );
  }

  /**
   * An administrator's decision: as SQL on PostgreSQL, which any number of connections share; through the running
   * server's admin control on PGlite, whose single connection the server holds.
   */
  private async administer(command: string, email: string, statement: string): Promise<void> {
    if (this.kind === 'postgres') {
      await this.withSql((query) => query(statement, [email]));
      return;
    }
    await this.command({ command, email });
  }

  /** An administrator account (`npm run admin -- create-admin`): SQL on PostgreSQL, the admin control on PGlite. */
  async createAdmin(email: string, password: string): Promise<void> {
    if (this.kind === 'pglite') {
      await this.command({ command: 'create-admin', email, password });
      return;
    }
    await this.withSql(async (query) =>
      query(
        `insert into users (email, password_hash, first_name, last_name, user_type, verification_status)
         values ($1, $2, 'Administrator', '', 'admin', 'verified')`,
        [email, await hashPassword(password)],
      ),
    );
  }

  /**
   * `npm run admin -- <command>` through the admin control of the process started first on `dataDir` (it must be
   * running); answers the command's output.
   */
  async command(input: Record<string, unknown>): Promise<string> {
    const control = JSON.parse(readFileSync(path.join(this.dataDir, 'admin-control.json'), 'utf8')) as {
      url: string;
      secret: string;
    };
    const response = await fetch(control.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': control.secret },
      body: JSON.stringify(input),
    });
    if (!response.ok)
      throw new Error(`admin ${String(input.command)} failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { output: string }).output;
  }

  /** Kills every process still running, closes the SQL connection, drops the database, removes the folders. */
  async destroy(): Promise<void> {
    await Promise.all(this.processes.map((api) => this.kill(api)));
    if (this.pgClient) await this.pgClient.end().catch(() => undefined);
    if (this.databaseName) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      admin.on('error', () => undefined);
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${this.databaseName} with (force)`);
      } finally {
        await admin.end();
      }
    }
    for (const dir of this.dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
