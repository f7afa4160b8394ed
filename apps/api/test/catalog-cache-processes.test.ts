import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import { wholesalerForm } from './accounts-fixtures.js';
import { call, useTwoCachingProcesses, type ApiProcess } from './api-processes.js';
import { eventually } from './eventually.js';

/**
 * Two real API processes on one PostgreSQL database, each keeping catalogue answers for five minutes: when the
 * second shows what the first just changed, only the announcement of the change can explain it.
 */

const ROUNDS = 50;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Shown {
  detail: number;
  listed: number;
  stock: number;
}

function twoProcesses(transport: 'PostgreSQL LISTEN/NOTIFY' | 'Redis pub/sub', env: Record<string, string>) {
  describe.skipIf(!process.env.DATABASE_URL)(`catalogue changes reach the other process over ${transport}`, () => {
    const processes = useTwoCachingProcesses('cache_proc', env);

    it('both processes listen on the expected channel', async () => {
      const { database, sql } = processes;
      if (env.REDIS_URL) {
        const redis = new Redis(env.REDIS_URL);
        const [, subscribers] = (await redis.pubsub('NUMSUB', `catalog_changed:${database.name}`)) as [string, number];
        await redis.quit();
        expect(subscribers).toBe(2);
      } else {
        const listeners = await sql.query(
          `select 1 from pg_stat_activity where datname = $1 and application_name = 'catalog-invalidation'`,
          [database.name],
        );
        expect(listeners.rowCount).toBe(2);
      }
    });

    it(`a price changed through one process shows through the other, ${ROUNDS} times in a row`, async () => {
      const { apis, sql } = processes;
      const [first, second] = apis as [ApiProcess, ApiProcess];
      const form = wholesalerForm();
      const registered = await call(first, 'POST', apiPaths.register, form);
      expect(registered.status).toBe(201);
      await sql.query(`update users set verification_status = 'verified' where id = $1`, [registered.body.id]);
      const login = await call(first, 'POST', apiPaths.login, {
        username: form.email,
        password: form.password,
        user_type: 'wholesaler',
      });
      const token = login.body.access as string;
      // Written straight into the table: through the API, its announcement could still be on its way to the
      // second process when the first round begins, and clear its cache in the middle of that round.
      const inserted = await sql.query<{ id: number }>(
        `insert into products (wholesaler_id, name, price_paise, stock, product_type)
         values ($1, 'Steel tiffin', 10000, 10, 'other') returning id`,
        [registered.body.id],
      );
      const productId = inserted.rows[0]!.id;

      const shownBySecond = async (): Promise<Shown> => {
        const [detail, listing] = await Promise.all([
          call(second, 'GET', apiPaths.product(productId)),
          call(second, 'GET', apiPaths.products),
        ]);
        const product = detail.body.products as { price: number; stock: number };
        const listed = (listing.body.products as Array<{ id: number; price: number }>).find(
          (one) => one.id === productId,
        );
        return { detail: product.price, listed: listed?.price ?? Number.NaN, stock: product.stock };
      };

      const delays: number[] = [];
      let price = 100;
      let stock = 10;
      for (let round = 1; round <= ROUNDS; round += 1) {
        expect(await shownBySecond()).toEqual({ detail: price, listed: price, stock });
        // Changed behind the API's back, so no process hears of it: the second keeps showing its cached answers.
        await sql.query('update products set stock = stock + 1 where id = $1', [productId]);
        expect(await shownBySecond()).toEqual({ detail: price, listed: price, stock });

        price += 1;
        stock += 1;
        const edited = await call(first, 'PATCH', apiPaths.inventoryEdit(productId), { price }, token);
        expect(edited.status).toBe(200);
        const changedAt = performance.now();
        const seen = await eventually(`round ${round}: price ${price} through the other process`, async () => {
          const shown = await shownBySecond();
          return shown.detail === price && shown.listed === price ? shown : undefined;
        });
        delays.push(performance.now() - changedAt);
        expect(seen).toEqual({ detail: price, listed: price, stock });
      }

      expect(delays).toHaveLength(ROUNDS);
      const sorted = [...delays].sort((a, b) => a - b);
      console.info(
        `${transport}: ${ROUNDS} price changes seen through the other process after ` +
          `${sorted[ROUNDS / 2]!.toFixed(0)} ms (median), ${sorted.at(-1)!.toFixed(0)} ms (longest)`,
      );
    });
  });
}

twoProcesses('PostgreSQL LISTEN/NOTIFY', {});
twoProcesses('Redis pub/sub', { REDIS_URL });
