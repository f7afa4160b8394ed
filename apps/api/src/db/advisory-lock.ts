import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.js';
import { rawRows } from './raw-rows.js';

/**
 * Runs `work` in a transaction that holds the advisory lock `key`, so that one process at a time does it; null,
 * without running it, while another process holds the lock.
 */
export async function whileLocked<T>(db: Database, key: number, work: (tx: Tx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [row] = await rawRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${key}) as locked`);
    return row?.locked ? work(tx) : null;
  });
}
