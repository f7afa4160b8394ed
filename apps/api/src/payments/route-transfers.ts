import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { sandboxRouteTransfers } from '../db/schema.js';
import { providerId } from './provider.js';
import { razorpayCall } from './razorpay-api.js';

/** A Route transfer as the provider reports it: what was transferred, what was reversed since, and the hold. */
export interface RouteTransfer {
  id: string;
  amountPaise: number;
  reversedPaise: number;
  onHold: boolean;
}

/** The provider refused a Route call; a person has to look (a linked account not activated, say). */
export class RouteRefusedError extends Error {
  override name = 'RouteRefusedError';
}

/**
 * Razorpay Route as the payout worker uses it: a transfer of part of a captured payment to a seller's linked
 * account, held until released, reversed in part when the marketplace takes money back. `orderRef` is ours and
 * makes a transfer repeated after a crash find the first one.
 */
export interface RouteTransfers {
  find(paymentId: string, orderRef: string): Promise<RouteTransfer | undefined>;
  create(input: {
    paymentId: string;
    accountId: string;
    amountPaise: number;
    orderRef: string;
  }): Promise<RouteTransfer>;
  get(transferId: string): Promise<RouteTransfer>;
  reverse(transferId: string, amountPaise: number): Promise<void>;
  release(transferId: string): Promise<void>;
}

/** The sandbox behaves as Route does and remembers its transfers in the database, as Razorpay would. */
function sandboxRoute(db: Database): RouteTransfers {
  const asTransfer = (row: typeof sandboxRouteTransfers.$inferSelect): RouteTransfer => ({
    id: row.id,
    amountPaise: row.amountPaise,
    reversedPaise: row.reversedPaise,
    onHold: row.onHold,
  });
  async function get(transferId: string) {
    const [row] = await db.select().from(sandboxRouteTransfers).where(eq(sandboxRouteTransfers.id, transferId));
    if (!row) throw new RouteRefusedError(`No transfer ${transferId}`);
    return asTransfer(row);
  }
  async function find(paymentId: string, orderRef: string) {
    const [row] = await db
      .select()
      .from(sandboxRouteTransfers)
      .where(and(eq(sandboxRouteTransfers.providerPaymentId, paymentId), eq(sandboxRouteTransfers.orderRef, orderRef)));
    return row && asTransfer(row);
  }
  return {
    find,
    get,
    async create({ paymentId, accountId, amountPaise, orderRef }) {
      await db
        .insert(sandboxRouteTransfers)
        .values({ id: providerId('trf'), providerPaymentId: paymentId, orderRef, accountId, amountPaise })
        .onConflictDoNothing();
      const made = await find(paymentId, orderRef);
      if (!made) throw new Error('the sandbox transfer was not recorded');
      return made;
    },
    async reverse(transferId, amountPaise) {
      const reversed = await db
        .update(sandboxRouteTransfers)
        .set({ reversedPaise: sql`${sandboxRouteTransfers.reversedPaise} + ${amountPaise}` })
        .where(
          and(
            eq(sandboxRouteTransfers.id, transferId),
            sql`${sandboxRouteTransfers.reversedPaise} + ${amountPaise} <= ${sandboxRouteTransfers.amountPaise}`,
          ),
        )
        .returning({ id: sandboxRouteTransfers.id });
      if (reversed.length === 0) throw new RouteRefusedError('The reversal is more than the transfer has left.');
    },
    async release(transferId) {
      await db.update(sandboxRouteTransfers).set({ onHold: false }).where(eq(sandboxRouteTransfers.id, transferId));
    },
  };
}

const transferEntity = z.object({
  id: z.string(),
  amount: z.number(),
  amount_reversed: z.number().default(0),
  on_hold: z.union([z.boolean(), z.number()]).transform(Boolean),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
const transferList = z.object({ items: z.array(transferEntity) });

/** Razorpay's Route API: transfers from a payment, settlement holds and reversals. */
function razorpayRoute(settings: Config['payments']): RouteTransfers {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const call = razorpayCall(settings.apiBase, authorization, (description) => new RouteRefusedError(description));
  const asTransfer = (entity: z.infer<typeof transferEntity>): RouteTransfer => ({
    id: entity.id,
    amountPaise: entity.amount,
    reversedPaise: entity.amount_reversed,
    onHold: entity.on_hold,
  });
  const orderRefOf = (entity: z.infer<typeof transferEntity>) =>
    entity.notes && !Array.isArray(entity.notes) ? entity.notes.order_ref : undefined;
  return {
    async find(paymentId, orderRef) {
      const { items } = transferList.parse(await call(`/v1/payments/${paymentId}/transfers`, { method: 'GET' }));
      const found = items.find((entity) => orderRefOf(entity) === orderRef);
      return found && asTransfer(found);
    },
    async create({ paymentId, accountId, amountPaise, orderRef }) {
      const body = {
        transfers: [
          { account: accountId, amount: amountPaise, currency: 'INR', notes: { order_ref: orderRef }, on_hold: true },
        ],
      };
      const { items } = transferList.parse(await call(`/v1/payments/${paymentId}/transfers`, { method: 'POST', body }));
      const [made] = items;
      if (!made) throw new Error('Razorpay answered no transfer');
      return asTransfer(made);
    },
    async get(transferId) {
      return asTransfer(transferEntity.parse(await call(`/v1/transfers/${transferId}`, { method: 'GET' })));
    },
    async reverse(transferId, amountPaise) {
      await call(`/v1/transfers/${transferId}/reversals`, { method: 'POST', body: { amount: amountPaise } });
    },
    async release(transferId) {
      await call(`/v1/transfers/${transferId}`, { method: 'PATCH', body: { on_hold: false } });
    },
  };
}

export function createRouteTransfers(settings: Config['payments'], db: Database): RouteTransfers {
  return settings.provider === 'razorpay' ? razorpayRoute(settings) : sandboxRoute(db);
}
