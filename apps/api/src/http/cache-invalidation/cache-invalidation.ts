import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { ResponseCache } from '../response-cache.js';
import { CATALOG_CHANNEL, type InvalidationChannel } from './invalidation-channel.js';
import { postgresChannel } from './postgres-channel.js';
import { redisChannel } from './redis-channel.js';

/**
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY. None without a cache, or on PGlite,
 * which only one process can open. PostgreSQL channels belong to one database; in Redis the database's name
 * keeps deployments that share a Redis server from clearing each other's caches.
 */
export function invalidationChannel(config: Config, db: Database, log?: FastifyBaseLogger): InvalidationChannel | null {
  if (config.catalogCacheSeconds <= 0 || !config.databaseUrl) return null;
  if (config.redisUrl) {
    const databaseName = new URL(config.databaseUrl).pathname.slice(1);
    return redisChannel(config.redisUrl, `${CATALOG_CHANNEL}:${databaseName}`, log);
  }
  return postgresChannel(config.databaseUrl, db, log);
}

/**
 * Announcements are at least this far apart: under a steady stream of writes (orders at checkout) every write
 * would otherwise cost PostgreSQL a NOTIFY and each listening process a message, while other processes only need
 * to hear of the latest change well within a second.
 */
export const ANNOUNCEMENT_SPACING_MS = 100;

/**
 * Clears this process's catalogue answers at once and tells every other process to clear theirs. The first
 * change is announced at once; changes made while an announcement is on its way, or within
 * `ANNOUNCEMENT_SPACING_MS` of the last, share the next one, sent as soon as the spacing allows.
 */
export function createCacheInvalidation(
  cache: ResponseCache,
  channel: InvalidationChannel | null,
  log?: FastifyBaseLogger,
) {
  const sender = randomUUID();
  /** A change not announced yet. */
  let unannounced = false;
  let sending: Promise<void> | null = null;
  let spacing: NodeJS.Timeout | undefined;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let closing = false;

  /** Announces the unannounced change, unless an announcement is on its way or the spacing is still running. */
  function flush(): void {
    if (!channel || !unannounced || sending || spacing) return;
    const wait = closing ? 0 : lastSentAt + ANNOUNCEMENT_SPACING_MS - Date.now();
    if (wait > 0) {
      spacing = setTimeout(() => {
        spacing = undefined;
        flush();
      }, wait);
      return;
    }
    unannounced = false;
    lastSentAt = Date.now();
    sending = channel
      .publish(sender)
      .catch((error: unknown) => log?.warn({ err: error }, 'could not tell other processes that the catalogue changed'))
      .finally(() => {
        sending = null;
        flush();
      });
  }

  return {
    /** After a committed change to anything the catalogue shows. */
    invalidate(): void {
      cache.invalidate();
      unannounced = true;
      flush();
    },
    async listen(): Promise<void> {
      await channel?.listen({
        message: (from) => {
          if (from !== sender) cache.invalidate();
        },
        listening: () => cache.invalidate(),
      });
    },
    /** Sends what is still to be announced without waiting for the spacing, and waits for it, then closes. */
    async close(): Promise<void> {
      closing = true;
      clearTimeout(spacing);
      spacing = undefined;
      flush();
      while (sending) await sending;
      await channel?.close();
    },
  };
}
