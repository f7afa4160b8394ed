import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { MediaStorage } from '../media/storage.js';
import { seedDemoAccounts } from './demo-accounts.js';

export interface SeedResult {
  seeded: boolean;
}

/** Demo data goes only into an empty database: real accounts are never touched. */
export async function seedIfEmpty(db: Database, _storage: MediaStorage): Promise<SeedResult> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return { seeded: false };
  await seedDemoAccounts(db);
  return { seeded: true };
}
