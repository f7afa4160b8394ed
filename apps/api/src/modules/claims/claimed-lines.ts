import { asc, eq, sql } from 'drizzle-orm';
import { claimMessages, type ClaimItemInput, type FileClaimRequest } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { claimItems, claims, orderItems } from '../../db/schema.js';
import { fieldError } from '../../errors/app-error.js';
import type { OrderRow } from '../orders/order-access.js';

const itemsError = (message: string) => fieldError('items', message);

/** Units of each line already in the order's claims, whatever became of them. */
async function claimedSoFar(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: claimItems.orderItemId, quantity: sql<number>`sum(${claimItems.quantity})::int` })
    .from(claimItems)
    .innerJoin(claims, eq(claims.id, claimItems.claimId))
    .where(eq(claims.orderId, orderId))
    .groupBy(claimItems.orderItemId);
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

/** The lines a new claim is about, checked against what was delivered and claimed before. */
export async function claimedLines(tx: Tx, order: OrderRow, input: FileClaimRequest) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const before = await claimedSoFar(tx, order.id);
  const left = (line: (typeof lines)[number]) => line.quantity - (before.get(line.id) ?? 0);
  const wanted: ClaimItemInput[] =
    input.type === 'not_received' && input.items.length === 0
      ? lines.map((line) => ({ id: line.id, quantity: left(line) }))
      : input.items;
  const seen = new Set<number>();
  const chosen: Array<{ orderItemId: number; quantity: number }> = [];
  for (const item of wanted) {
    const line = lines.find((candidate) => candidate.id === item.id);
    if (!line) throw itemsError(claimMessages.unknownItem(item.id));
    if (seen.has(line.id)) throw itemsError(claimMessages.itemTwice(line.productName));
    seen.add(line.id);
    if (item.quantity > left(line)) throw itemsError(claimMessages.overClaimed(line.productName, left(line)));
    if (item.quantity > 0) chosen.push({ orderItemId: line.id, quantity: item.quantity });
  }
  if (chosen.length === 0)
    throw itemsError(lines.every((line) => left(line) === 0) ? claimMessages.nothingLeft : claimMessages.itemsRequired);
  return chosen;
}
