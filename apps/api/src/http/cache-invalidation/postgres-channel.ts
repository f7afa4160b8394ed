import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import {
  CATALOG_CHANNEL,
  LISTENER_NAME,
  type ChannelHandlers,
  type InvalidationChannel,
} from './invalidation-channel.js';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool and takes the subscription with it);
 * NOTIFY through the pool, which replaces broken connections by itself. A lost listener reconnects after
 * 0.1 s, then twice as long each failed attempt, at most 5 s apart.
 */
export function postgresChannel(databaseUrl: string, db: Database, log?: FastifyBaseLogger): InvalidationChannel {
  let listener: pg.Client | null = null;
  let attempt: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  function connect(handlers: ChannelHandlers): Promise<void> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: 5_000,
    });
    let lost = false;
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      void client.end().catch(() => undefined);
      if (closed) return;
      log?.warn({ err: error }, `catalogue change listener not connected; next attempt in ${retryMs} ms`);
      retry = setTimeout(() => (attempt = connect(handlers)), retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('connection closed')));
    client.on('notification', (notice) => {
      if (notice.channel === CATALOG_CHANNEL) handlers.message(notice.payload ?? '');
    });
    return client
      .connect()
      .then(() => client.query(`listen ${CATALOG_CHANNEL}`))
      .then(() => {
        if (lost) return;
        if (closed) return client.end();
        listener = client;
        retryMs = FIRST_RETRY_MS;
        handlers.listening();
      }, lose);
  }

  return {
    listen(handlers) {
      attempt = connect(handlers);
      return attempt;
    },
    async publish(sender) {
      await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${sender})`);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempt;
      await listener?.end();
    },
  };
}
