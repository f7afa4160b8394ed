// The API server of a block: its clean environment, the seed of its database and the production server itself.
import { apiPaths } from '@marketplace/contract';
import { API_SERVER_ARGS } from '../api-server.mjs';
import { DEMO_PRODUCTS, ROOT } from './context.js';
import { requestOk, waitForHttp } from './http.js';
import { log } from './log.js';
import { freePort, runToEnd, start, stop, type Spawned } from './processes.js';
import type { DatabaseKind } from './report.js';

const RAISED_RATE_LIMIT = '1000000000';
/** The API's in-process cache of public catalogue answers (seconds; 0 turns it off). */
export const CACHE_VARIABLE = 'CATALOG_CACHE_SECONDS';

/** Variables of this process that the seed and the server may see: nothing of the app's own configuration. */
const INHERITED =
  /^(PATH|HOME|USER|LOGNAME|SHELL|LANG|LANGUAGE|LC_\w+|TZ|TMPDIR|TEMP|TMP|TERM|XDG_\w+|NODE_EXTRA_CA_CERTS|npm_\w+)$/;

/** The environment of the seed and the server: a clean one, plus what the benchmark sets (see the method). */
export function appEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (INHERITED.test(key)) env[key] = value;
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX_LOGIN: RAISED_RATE_LIMIT,
    RATE_LIMIT_MAX_REGISTER: RAISED_RATE_LIMIT,
    RATE_LIMIT_MAX_REFRESH: RAISED_RATE_LIMIT,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** Seeds the demo data and generated products up to `size`; resolves with the seconds it took. */
export async function seedCatalog(env: NodeJS.ProcessEnv, size: number, title: string): Promise<number> {
  const extra = size - DEMO_PRODUCTS;
  log(
    `${title}: seeding the demo data${extra > 0 ? ` and ${extra.toLocaleString('en-US')} generated products` : ''}...`,
  );
  const seedStarted = performance.now();
  await runToEnd('npm run seed', 'npm', ['run', 'seed', ...(extra > 0 ? ['--', '--products', String(extra)] : [])], {
    cwd: ROOT,
    env,
    timeoutMs: 40 * 60_000,
  });
  return (performance.now() - seedStarted) / 1000;
}

/** Starts the production server on a free port and waits until it answers on the expected database. */
export async function startApi(
  env: NodeJS.ProcessEnv,
  database: DatabaseKind,
): Promise<{ api: Spawned; base: string }> {
  const port = await freePort();
  const api = start('API server', process.execPath, [...API_SERVER_ARGS], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}${apiPaths.health}`, 180_000, () => api.running());
    const health = await requestOk<{ database: string }>(base, apiPaths.health);
    if (health.body.database !== database) {
      throw new Error(`the server reports database ${health.body.database}, expected ${database}`);
    }
  } catch (error) {
    await stop(api);
    throw new Error(`${(error as Error).message}\n${api.output().trim().split('\n').slice(-10).join('\n')}`);
  }
  return { api, base };
}
