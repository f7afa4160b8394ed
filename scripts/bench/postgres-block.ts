// PostgreSQL in a run: the server probed once (blocks on it are skipped when it cannot be reached), and a fresh
// database for each block, dropped when the block ends or the run is interrupted.
import { createDatabase, dropDatabase, probePostgres } from './postgres.js';
import { log } from './log.js';
import { forgetCleanup, onCleanup } from './processes.js';
import type { BlockResult, Settings } from './report.js';

/** The PostgreSQL server the run will use, as the report names it, and whether its blocks can run. */
export async function probeForRun(settings: Settings, notes: string[]): Promise<{ postgres: string; usable: boolean }> {
  if (!settings.databases.includes('postgres')) return { postgres: 'not used', usable: false };
  const probe = await probePostgres(settings.postgresAdminUrl);
  if ('version' in probe) return { postgres: probe.version, usable: true };
  const redacted = settings.postgresAdminUrl.replace(/\/\/[^@/]*@/, '//…@');
  notes.push(`PostgreSQL skipped: cannot connect to ${redacted} (${probe.unavailable}). Set BENCH_DATABASE_URL.`);
  log(`PostgreSQL skipped: ${probe.unavailable}`);
  return { postgres: `unreachable at ${redacted}`, usable: false };
}

/** Creates the block's database `name` (dropped on exit should the block not get to it); resolves with its URL. */
export async function createBlockDatabase(settings: Settings, name: string, title: string): Promise<string> {
  onCleanup(`database ${name}`, () => dropDatabase(settings.postgresAdminUrl, name));
  const url = await createDatabase(settings.postgresAdminUrl, name);
  log(`${title}: created database ${name}`);
  return url;
}

/** Drops the block's database; a failure becomes a note of the block. */
export async function dropBlockDatabase(settings: Settings, name: string, block: BlockResult): Promise<void> {
  forgetCleanup(`database ${name}`);
  await dropDatabase(settings.postgresAdminUrl, name).catch((error: unknown) =>
    block.notes.push(`could not drop database ${name}: ${(error as Error).message}`),
  );
}
