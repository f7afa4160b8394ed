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
 * Clears this process's catalogue answers and tells every other process to clear theirs. While one
 * announcement is on its way, further changes wait for it and share the next one.
 */
export function createCacheInvalidation(
  cache: ResponseCache,
  channel: InvalidationChannel | null,
  log?: FastifyBaseLogger,
) {
  const sender = randomUUID();
  let sending: Promise<void> | null = null;
  let sendAgain = false;

  const announce = (): void => {
    if (!channel) return;
    if (sending) {
      sendAgain = true;
      return;
    }
    sending = channel
      .publish(sender)
      .catch((error: unknown) => log?.warn({ err: error }, 'could not tell other processes that the catalogue changed'))
      .finally(() => {
        sending = null;
        if (sendAgain) {
          sendAgain = false;
          announce();
        }
      });
  };

  return {
    /** After a committed change to anything the catalogue shows. */
    invalidate(): void {
      cache.invalidate();
      announce();
    },
    async listen(): Promise<void> {
      await channel?.listen({
        message: (from) => {
          if (from !== sender) cache.invalidate();
        },
        listening: () => cache.invalidate(),
      });
    },
    async close(): Promise<void> {
      while (sending) await sending;
      await channel?.close();
    },
  };
}
