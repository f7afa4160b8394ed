import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { notificationDeliveries, notifications } from '../src/db/schema.js';

/** A user's notices, oldest first, with whether each has an e-mail in the outbox. */
export async function noticesOf(db: Database, userId: number) {
  const rows = await db
    .select({ notice: notifications, deliveryId: notificationDeliveries.id })
    .from(notifications)
    .leftJoin(notificationDeliveries, eq(notificationDeliveries.notificationId, notifications.id))
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows.map(({ notice, deliveryId }) => ({
    id: notice.id,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    orderId: notice.orderId,
    productId: notice.productId,
    emailQueued: deliveryId !== null,
  }));
}

/** Notices created after `since` (an earlier `noticesOf` result). */
export async function newNoticesOf(db: Database, userId: number, since: Array<{ id: number }>) {
  const seen = new Set(since.map((notice) => notice.id));
  return (await noticesOf(db, userId)).filter((notice) => !seen.has(notice.id));
}

export async function deliveryRows(db: Database) {
  return db.select().from(notificationDeliveries).orderBy(asc(notificationDeliveries.id));
}
