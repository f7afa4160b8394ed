import { execFile, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSeedArguments, SEED_USAGE } from '../src/cli/seed-arguments.js';
import { runningServer } from '../src/cli/running-server.js';
import { ADMIN_CONTROL_FILE } from '../src/modules/admin/admin-control.routes.js';
import { testConfig } from './helper.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

function seedCommand(dataDir: string, ...args: string[]): Promise<{ exitCode: number; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['apps/api/src/cli/seed.ts', ...args],
      { cwd: REPO_ROOT, env, timeout: 60_000 },
      (error, _out, stderr) => resolve({ exitCode: error ? Number(error.code ?? 1) : 0, stderr: stderr.trim() }),
    );
  });
}

describe('seed command', () => {
  const config = testConfig({ databaseUrl: undefined });
  const writeControlFile = (pid: number) =>
    writeFileSync(path.join(config.dataDir, ADMIN_CONTROL_FILE), JSON.stringify({ url: '', secret: '', pid }));
  afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

  it('accepts no arguments or --products with a positive whole number up to a million', () => {
    expect(parseSeedArguments([])).toEqual({ products: 0 });
    expect(parseSeedArguments(['--products', '100000'])).toEqual({ products: 100_000 });
    expect(parseSeedArguments(['--products', '1000000'])).toEqual({ products: 1_000_000 });
    for (const args of [
      ['--products'],
      ['--products', '0'],
      ['--products', '-5'],
      ['--products', '2.5'],
      ['--products', '1000001'],
      ['--items', '5'],
      ['--products', '5', 'extra'],
    ]) {
      expect(() => parseSeedArguments(args)).toThrow(SEED_USAGE);
    }
  });

  it('sees a server only while its process is alive', () => {
    expect(runningServer(config)).toBeNull();
    writeControlFile(process.pid);
    expect(runningServer(config)?.pid).toBe(process.pid);
    writeControlFile(spawnSync(process.execPath, ['-e', '']).pid ?? 0);
    expect(runningServer(config)).toBeNull();
  });

  it('prints the usage for a bad product count and refuses to run beside a server on the embedded database', async () => {
    const usage = await seedCommand(config.dataDir, '--products', 'lots');
    expect(usage).toEqual({ exitCode: 1, stderr: SEED_USAGE });
    writeControlFile(process.pid);
    const refused = await seedCommand(config.dataDir, '--products', '10');
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain(`The server (process ${process.pid}) is using the embedded database`);
  });
});
