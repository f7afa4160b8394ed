import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { ADMIN_CONTROL_FILE } from '../modules/admin/admin-control.routes.js';

export interface RunningServer {
  url: string;
  secret: string;
  pid: number;
}

/**
 * The server that holds the embedded database, if one is running for this data folder: PGlite
 * allows one process at a time, so command-line tools must go through it or wait for it to stop.
 */
export function runningServer(config: Config): RunningServer | null {
  const file = path.join(config.dataDir, ADMIN_CONTROL_FILE);
  if (config.databaseUrl || !existsSync(file)) return null;
  const server = JSON.parse(readFileSync(file, 'utf8')) as RunningServer;
  try {
    process.kill(server.pid, 0);
    return server;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so the database is still in use.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? server : null;
  }
}
