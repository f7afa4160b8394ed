import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import type { ChannelHandlers, InvalidationChannel } from '../src/http/cache-invalidation/invalidation-channel.js';
import { postgresChannel } from '../src/http/cache-invalidation/postgres-channel.js';
import { redisChannel } from '../src/http/cache-invalidation/redis-channel.js';
import { eventually } from './eventually.js';
import { freshDatabase, type FreshDatabase } from './helper.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const addressOf = (url: string, defaultPort: number) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
};

const throughProxy = (url: string, proxy: TcpProxy) => {
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return viaProxy.toString();
};

/**
 * A listener behind a proxy that the test breaks, and an announcer connected directly: the listener hears,
 * loses its connection, keeps trying while the server is away, says when it listens again, and hears again.
 */
async function losesAndRegainsItsConnection(
  proxy: TcpProxy,
  listener: InvalidationChannel,
  announcer: InvalidationChannel,
) {
  const heard: string[] = [];
  const handlers: ChannelHandlers = {
    message: (sender) => heard.push(`message ${sender}`),
    listening: () => heard.push('listening'),
  };
  const hears = (entry: string) => eventually(entry, () => heard.includes(entry) || undefined);
  const [first, missed, second] = [randomUUID(), randomUUID(), randomUUID()];

  await listener.listen(handlers);
  expect(heard).toEqual(['listening']);
  await announcer.publish(first);
  await hears(`message ${first}`);

  proxy.refuse(true);
  proxy.cut();
  await eventually('two failed reconnection attempts', () => proxy.refused() >= 2 || undefined);
  await announcer.publish(missed);
  proxy.refuse(false);
  await eventually('listening again', () => heard.filter((entry) => entry === 'listening').length === 2 || undefined);
  await announcer.publish(second);
  await hears(`message ${second}`);

  // The announcement made while away never arrives: that is why listening again clears the cache.
  expect(heard).toEqual(['listening', `message ${first}`, 'listening', `message ${second}`]);
}

describe.skipIf(!process.env.DATABASE_URL)('catalogue changes over PostgreSQL LISTEN/NOTIFY', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  let proxy: TcpProxy;
  const channels: InvalidationChannel[] = [];

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL!, 'marketplace_invalidation');
    handle = await openDatabase({ databaseUrl: database.url, pgliteDir: 'memory' });
    proxy = await startTcpProxy(addressOf(database.url, 5432));
  });

  afterAll(async () => {
    for (const channel of channels) await channel.close();
    await proxy?.close();
    await handle?.close();
    await database?.drop();
  });

  it('a listener whose connection dropped reconnects with back-off, says so, and hears later changes', async () => {
    const listener = postgresChannel(throughProxy(database.url, proxy), handle.db);
    const announcer = postgresChannel(database.url, handle.db);
    channels.push(listener, announcer);
    await losesAndRegainsItsConnection(proxy, listener, announcer);
  });
});

describe('catalogue changes over Redis pub/sub', () => {
  let proxy: TcpProxy;
  const channels: InvalidationChannel[] = [];

  beforeAll(async () => {
    proxy = await startTcpProxy(addressOf(REDIS_URL, 6379));
  });

  afterAll(async () => {
    for (const channel of channels) await channel.close();
    await proxy?.close();
  });

  it('a subscriber whose connection dropped reconnects, subscribes again, says so, and hears later changes', async () => {
    const name = `catalog_changed:test_${randomUUID()}`;
    const listener = redisChannel(throughProxy(REDIS_URL, proxy), name);
    const announcer = redisChannel(REDIS_URL, name);
    channels.push(listener, announcer);
    await losesAndRegainsItsConnection(proxy, listener, announcer);
  });
});
