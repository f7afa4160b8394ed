import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

/**
 * A fresh database per test file: an in-memory PGlite, or, when DATABASE_URL is set,
 * a new PostgreSQL database on that server that is dropped afterwards.
 */

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`. */
export async function freshDatabase(serverUrl: string, namePrefix = 'marketplace_test'): Promise<FreshDatabase> {
  const name = `${namePrefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    SERVE_WEB: 'false',
    RATE_LIMIT_MAX_LOGIN: '1000',
    RATE_LIMIT_MAX_REGISTER: '1000',
    RATE_LIMIT_MAX_REFRESH: '1000',
    RATE_LIMIT_DOCUMENTS: '1000',
    RATE_LIMIT_QUICK_ORDER: '1000',
    RATE_LIMIT_REORDER: '1000',
    CATALOG_CACHE_SECONDS: '0',
    ...env,
  });
  return { ...config, pgliteDir: 'memory', ...overrides };
}

export interface TestContext {
  app: App;
  config: Config;
  database: DatabaseHandle;
}

/**
 * Builds the app once for a test file on its own throwaway database and closes everything after; `beforeReady` may
 * add hooks to it before it starts.
 */
export function useTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  beforeReady?: (app: App) => void,
): TestContext {
  const context = {} as TestContext;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const fresh = await freshDatabase(process.env.DATABASE_URL);
      databaseUrl = fresh.url;
      dropDatabase = fresh.drop;
    }
    context.config = testConfig({ databaseUrl, ...overrides }, env);
    context.database = await openDatabase(context.config);
    await migrateDatabase(context.database, context.config.databaseUrl);
    context.app = await buildApp(context.config, { database: context.database });
    beforeReady?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await dropDatabase?.();
    if (context.config) rmSync(context.config.dataDir, { recursive: true, force: true });
  });
  return context;
}
