import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { AppError } from '../errors/app-error.js';
import { runAdminCommand, type AdminCommand } from '../modules/admin/admin-commands.js';
import { createPrivateFiles } from '../media/private-files.js';
import { createAdminService } from '../modules/admin/admin.service.js';
import { createPayoutsService } from '../modules/payouts/payouts.service.js';
import { createPaymentProvider } from '../payments/provider.js';
import { createClaimServices } from '../services.js';
import { parseAdminArguments } from './admin-arguments.js';
import { runningServer, type RunningServer } from './running-server.js';
import { UsageError } from './usage-error.js';

async function throughServer(server: RunningServer, command: AdminCommand): Promise<string> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': server.secret },
    body: JSON.stringify(command),
  });
  const body = (await response.json()) as { output?: string; detail?: string };
  if (!response.ok) throw new AppError('validation', body.detail ?? `The server answered ${response.status}.`);
  return body.output ?? '';
}

async function directly(config: Config, command: AdminCommand): Promise<string> {
  const database = await openDatabase({ ...config, poolSize: 1 });
  try {
    await migrateDatabase(database, config.databaseUrl);
    const { refunds, claims } = createClaimServices(
      database.db,
      config,
      createPaymentProvider(config.payments),
      createPrivateFiles(config.privateFilesDir),
    );
    try {
      const payouts = createPayoutsService(database.db, { minimumPaise: config.payouts.minimumPaise });
      return await runAdminCommand({ admin: createAdminService(database.db), claims, payouts }, command);
    } finally {
      // An accepted claim's refund is delivered at once; the database stays open until that attempt ends.
      await refunds.idle();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const command = parseAdminArguments(process.argv.slice(2));
  const config = loadConfig();
  const server = runningServer(config);
  console.log(server ? await throughServer(server, command) : await directly(config, command));
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof AppError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
