import type { FastifyBaseLogger } from 'fastify';
import { LISTENER_NAME, type InvalidationChannel } from './invalidation-channel.js';

/**
 * Redis pub/sub. A subscribed connection can do nothing but listen, so announcements leave through a second
 * one. ioredis reconnects by itself; we subscribe again on every reconnect ourselves, so that `listening`
 * runs only once the subscription is really back.
 */
export function redisChannel(redisUrl: string, channelName: string, log?: FastifyBaseLogger): InvalidationChannel {
  const warn = (error: unknown) => log?.warn({ err: error }, 'Redis connection for catalogue changes failed');
  // ioredis is loaded only by processes that have REDIS_URL.
  const connections = import('ioredis').then(({ Redis }) => {
    const subscriber = new Redis(redisUrl, {
      connectTimeout: 2_000,
      lazyConnect: true,
      autoResubscribe: false,
      connectionName: LISTENER_NAME,
    });
    const publisher = new Redis(redisUrl, { connectTimeout: 2_000, lazyConnect: true, maxRetriesPerRequest: 1 });
    publisher.on('error', warn);
    return { subscriber, publisher };
  });
  return {
    async listen(handlers) {
      const { subscriber } = await connections;
      subscriber.on('message', (channel: string, sender: string) => {
        if (channel === channelName) handlers.message(sender);
      });
      return new Promise<void>((resolve) => {
        subscriber.on('error', (error) => {
          warn(error);
          resolve();
        });
        subscriber.on('ready', () => {
          subscriber
            .subscribe(channelName)
            .then(() => handlers.listening(), warn)
            .finally(resolve);
        });
        // A failure is reported through 'error', and ioredis keeps reconnecting.
        subscriber.connect().catch(() => undefined);
      });
    },
    async publish(sender) {
      const { publisher } = await connections;
      await publisher.publish(channelName, sender);
    },
    async close() {
      const { subscriber, publisher } = await connections;
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
