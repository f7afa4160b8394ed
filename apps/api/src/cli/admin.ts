import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { AppError } from '../errors/app-error.js';
import { adminCommand, runAdminCommand, type AdminCommand } from '../modules/admin/admin-commands.js';
import { createAdminService } from '../modules/admin/admin.service.js';
import { runningServer, type RunningServer } from './running-server.js';
import { UsageError } from './usage-error.js';

const USAGE = `Usage: npm run admin -- <command>
  list-pending                      wholesalers waiting for verification
  verify <email>                    approve a wholesaler
  reject <email>                    reject a wholesaler
  list-licences                     retailers' drug licences waiting for approval
  approve-licence <email>           approve a retailer's drug licence
  reject-licence <email>            reject a retailer's drug licence
  create-admin <email> <password>   create an administrator account
  list-failed-mail                  e-mail notifications that failed after every retry
  suspend <email> [reason]          suspend an account: no login, its sessions end at once
  unsuspend <email>                 let a suspended account log in again
  list-changes                      profile changes (GSTIN, PAN, names, licences) waiting for approval
  approve-change <email>            approve an account's profile change (its current version)
  reject-change <email>             reject an account's profile change (its current version)`;

function parseArguments(argv: string[]): AdminCommand {
  const [command, email, password, ...more] = argv;
  // A reason may be typed without quotes: every word after the e-mail belongs to it.
  const reason = [password, ...more].join(' ').trim() || undefined;
  const parsed = adminCommand.safeParse({ command, email, password, reason });
  if (!parsed.success) throw new UsageError(USAGE);
  return parsed.data;
}

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
    return await runAdminCommand(createAdminService(database.db), command);
  } finally {
    await database.close();
  }
}

async function main() {
  const command = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const server = runningServer(config);
  console.log(server ? await throughServer(server, command) : await directly(config, command));
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof AppError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
