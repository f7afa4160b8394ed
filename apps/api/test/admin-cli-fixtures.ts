import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
export const PROCESS_TIMEOUT = 120_000;
const CLI = 'apps/api/src/cli/admin.ts';

/** The environment of a shell command or server on a data folder's embedded database, never PostgreSQL. */
export function environment(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...extra,
  };
  delete env.DATABASE_URL;
  return env;
}

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- <args>` the way the shell does, against the given data folder. */
export function adminCommand(dataDir: string, ...args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: REPO_ROOT, env: environment(dataDir), timeout: PROCESS_TIMEOUT },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, stdout: stdout.trim(), stderr: stderr.trim() });
      },
    );
  });
}

export type EmbeddedApp = Awaited<ReturnType<typeof buildApp>>;

/** Opens the embedded database of a data folder in this process, builds the app on it, and closes both. */
export async function withEmbeddedApp<T>(dataDir: string, use: (app: EmbeddedApp) => Promise<T>) {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', SERVE_WEB: 'false', LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, undefined);
    const app = await buildApp(config, { database });
    try {
      return await use(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
