import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@marketplace/contract';
import { buildApp, newAdminControlSecret } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { createPrivateFiles } from './media/private-files.js';
import { createDiskStorage } from './media/storage.js';
import { ADMIN_CONTROL_FILE, ADMIN_CONTROL_PATH } from './modules/admin/admin-control.routes.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { seedIfEmpty } from './seed/seed.js';

const DEMO_EMAIL_WIDTH = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length)) + 1;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database, config.databaseUrl);
  if (config.seedDemoData) {
    const storage = createDiskStorage(config.media.dir, config.media.baseUrl);
    await seedIfEmpty(database.db, storage, createPrivateFiles(config.privateFilesDir), config.platform);
  }

  const adminControlSecret = newAdminControlSecret();
  const app = await buildApp(config, { database, adminControlSecret, runJobs: true });
  const controlFile = path.join(config.dataDir, ADMIN_CONTROL_FILE);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await rm(controlFile, { force: true });
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Answering from the first request on: a large catalogue's listing index takes seconds to read.
  await app.services.catalog.readListingIndex();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  if (database.kind === 'pglite') {
    await writeFile(
      controlFile,
      JSON.stringify({
        url: `http://127.0.0.1:${port}${ADMIN_CONTROL_PATH}`,
        secret: adminControlSecret,
        pid: process.pid,
      }),
      { mode: 0o600 },
    );
  }

  const lines = [
    '',
    `  Wholesale marketplace is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API description: ${url}${apiPaths.docs}`,
    '',
    ...(config.seedDemoData
      ? [
          `  Demo accounts (password: ${DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(DEMO_EMAIL_WIDTH)} ${account.role}`),
          '',
        ]
      : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
