import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createPrivateFiles } from '../media/private-files.js';
import { createDiskStorage } from '../media/storage.js';
import { MissingCatalogError, seedBulkProducts } from '../seed/bulk/bulk-products.js';
import { seedIfEmpty } from '../seed/seed.js';
import { runningServer } from './running-server.js';
import { parseSeedArguments } from './seed-arguments.js';
import { UsageError } from './usage-error.js';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const { products } = parseSeedArguments(process.argv.slice(2));
  const config = loadConfig();
  const server = runningServer(config);
  if (server) {
    throw new UsageError(
      `The server (process ${server.pid}) is using the embedded database in ${config.dataDir}. Stop it, then run the seed again.`,
    );
  }
  const started = performance.now();
  const database = await openDatabase({ ...config, poolSize: 1 });
  try {
    await migrateDatabase(database, config.databaseUrl);
    const storage = createDiskStorage(config.media.dir, config.media.baseUrl);
    const { seeded } = await seedIfEmpty(
      database.db,
      storage,
      createPrivateFiles(config.privateFilesDir),
      config.platform,
    );
    console.log(
      seeded ? `Demo data seeded in ${seconds(started)}.` : 'The database already has accounts: demo data skipped.',
    );
    if (products > 0) {
      const bulkStarted = performance.now();
      await seedBulkProducts(database.db, products, (inserted) => {
        console.log(
          `  ${inserted.toLocaleString('en-US')} / ${products.toLocaleString('en-US')} products (${seconds(bulkStarted)})`,
        );
      });
      // Vacuum as well as analyse: the listing reads pages and counts from its indexes alone only once the
      // visibility map says the freshly written rows are visible to all.
      await database.db.execute(sql`vacuum analyze products`);
      console.log(`Added ${products.toLocaleString('en-US')} products in ${seconds(bulkStarted)}.`);
    }
    console.log(`Done in ${seconds(started)}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError || error instanceof MissingCatalogError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
