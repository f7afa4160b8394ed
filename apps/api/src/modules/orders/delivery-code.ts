import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DELIVERY_CODE_LOCK_MINUTES,
  DELIVERY_CODE_MAX_FAILURES,
  deliveryMessages,
  type DeliveryProof,
  type OrderStatus,
} from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { type AppError, fieldError, RetryLaterError } from '../../errors/app-error.js';

type OrderRow = typeof orders.$inferSelect;

const LOCK_MS = DELIVERY_CODE_LOCK_MINUTES * 60_000;

/**
 * Six random digits. Stored as they are: the retailer must be able to read the code back, and a guess is bounded
 * by the lock-out, not by hashing (a million codes hash in no time).
 */
export const newDeliveryCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The delivery columns a move to `status` sets: a new code when it ships, the time and proof when it arrives. */
export function deliveryColumns(status: OrderStatus, proof: DeliveryProof | undefined, now: Date): Partial<OrderRow> {
  if (status === 'shipped') return { shippedAt: now, deliveryCode: newDeliveryCode() };
  if (status === 'delivered') return { deliveredAt: now, deliveryProof: proof ?? 'seller' };
  return {};
}

const sameCode = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

/**
 * Checks the code given to deliver `order` (a row locked by the caller). Null when it is right; otherwise the
 * refusal, which the caller throws after committing: a wrong code is counted on the order, and the fifth in a row
 * locks the code for DELIVERY_CODE_LOCK_MINUTES, in the database so every API process and a restart see it.
 */
export async function checkDeliveryCode(tx: Tx, order: OrderRow, code: string, now: Date): Promise<AppError | null> {
  const lockedUntil = order.deliveryCodeLockedUntil;
  if (lockedUntil && lockedUntil > now) {
    const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
    return new RetryLaterError(deliveryMessages.codeLocked(Math.ceil(seconds / 60)), seconds);
  }
  if (!order.deliveryCode) return fieldError('delivery_code', deliveryMessages.noCodeYet);
  if (sameCode(code, order.deliveryCode)) return null;
  const failures = order.deliveryCodeFailures + 1;
  await tx
    .update(orders)
    .set(
      failures >= DELIVERY_CODE_MAX_FAILURES
        ? { deliveryCodeFailures: 0, deliveryCodeLockedUntil: new Date(now.getTime() + LOCK_MS) }
        : { deliveryCodeFailures: failures },
    )
    .where(eq(orders.id, order.id));
  return fieldError('delivery_code', deliveryMessages.codeWrong);
}
