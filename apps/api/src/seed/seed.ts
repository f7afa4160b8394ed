import { sql } from 'drizzle-orm';
import { DEFAULT_PLATFORM, type PlatformIdentity } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { PrivateFiles } from '../media/private-files.js';
import type { MediaStorage } from '../media/storage.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoLicenceScan } from './demo-licence-scan.js';
import { seedDemoOrders } from './demo-orders.js';

export interface SeedResult {
  seeded: boolean;
}

/**
 * Demo data goes only into an empty database: real accounts are never touched. Accounts and
 * catalogue go in together, so a seed that fails half-way leaves the database empty for the next try.
 */
export async function seedIfEmpty(
  db: Database,
  storage: MediaStorage,
  privateFiles?: PrivateFiles,
  platform: PlatformIdentity = DEFAULT_PLATFORM,
): Promise<SeedResult> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return { seeded: false };
  // The demo catalogue's data and picture rendering are loaded only by the process that seeds.
  const { seedDemoCatalog } = await import('./catalog/seed-demo-catalog.js');
  await db.transaction(async (tx) => {
    const { wholesalerId, retailerId, pendingPharmacyId } = await seedDemoAccounts(tx);
    // The pending demo licence is reviewed from a scan, like every licence submitted through Settings.
    if (privateFiles) await seedDemoLicenceScan(tx, privateFiles, pendingPharmacyId);
    await seedDemoCatalog(tx, storage, { wholesalerId });
    await seedDemoOrders(db, tx, { retailerId, wholesalerId, platform });
  });
  return { seeded: true };
}
