// The PostgreSQL server the benchmark borrows: one fresh database per catalogue size, dropped afterwards.
import pg from 'pg';

const NAME = /^[a-z0-9_]+$/;

async function withClient<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  // An error after connecting (server restart) must not crash the benchmark.
  client.on('error', () => {});
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The server's version string, or the reason it cannot be used. */
export async function probePostgres(adminUrl: string): Promise<{ version: string } | { unavailable: string }> {
  try {
    return await withClient(adminUrl, async (client) => {
      const result = await client.query<{ version: string }>('select version() as version');
      return { version: result.rows[0]?.version ?? 'unknown' };
    });
  } catch (error) {
    return { unavailable: (error as Error).message || String(error) };
  }
}

/** The URL of `name` on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!NAME.test(name)) throw new Error(`unexpected database name ${name}`);
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!NAME.test(name)) throw new Error(`unexpected database name ${name}`);
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
