import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, orderEmailWindows } from '../../db/schema.js';
import { rawRows } from '../../db/raw-rows.js';

/** At most one e-mail per person per order in this time: what one order can make a seller send a buyer. */
export const ORDER_EMAIL_INTERVAL_SECONDS = 600;

export interface OrderRecipient {
  userId: number;
  orderId: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Opens the recipient's window for an e-mail about the order at `now`, for the next 10 minutes, if it is open:
 * one conditional write, so of two workers only one gets it. Answers null when taken, else when it opens.
 */
export async function takeOrderEmailWindow(db: Database, recipient: OrderRecipient, now: Date): Promise<Date | null> {
  const nextOpening = new Date(now.getTime() + ORDER_EMAIL_INTERVAL_SECONDS * 1000);
  const [taken] = await db
    .insert(orderEmailWindows)
    .values({ ...recipient, opensAt: nextOpening })
    .onConflictDoUpdate({
      target: [orderEmailWindows.userId, orderEmailWindows.orderId],
      set: { opensAt: nextOpening },
      setWhere: sql`${orderEmailWindows.opensAt} <= ${at(now)}`,
    })
    .returning({ opensAt: orderEmailWindows.opensAt });
  if (taken) return null;
  const [window] = await db
    .select({ opensAt: orderEmailWindows.opensAt })
    .from(orderEmailWindows)
    .where(and(eq(orderEmailWindows.userId, recipient.userId), eq(orderEmailWindows.orderId, recipient.orderId)));
  // Gone in between (the order was deleted): try again at the next pass.
  return window?.opensAt ?? now;
}

/** Gives the window back after an e-mail that could not be sent, so that its retry is not held for 10 minutes. */
export async function releaseOrderEmailWindow(db: Database, recipient: OrderRecipient, now: Date): Promise<void> {
  await db
    .update(orderEmailWindows)
    .set({ opensAt: now })
    .where(and(eq(orderEmailWindows.userId, recipient.userId), eq(orderEmailWindows.orderId, recipient.orderId)));
}

/**
 * Claims, with the lease of the e-mail they will ride in, the recipient's other waiting e-mails about the order
 * that no worker holds, whenever they are due, with their notices: they go in this e-mail instead.
 */
export async function claimFoldedDeliveries(
  db: Database,
  recipient: OrderRecipient,
  except: number[],
  lockedUntil: Date,
  now: Date,
): Promise<Array<{ id: number; notice: typeof notifications.$inferSelect }>> {
  const rows = await rawRows<{ id: number; notification_id: number }>(
    db,
    sql`
    update ${notificationDeliveries}
    set locked_until = ${at(lockedUntil)}
    where id in (
      select d.id from ${notificationDeliveries} d
      inner join ${notifications} n on n.id = d.notification_id
      where d.status = 'pending'
        and (d.locked_until is null or d.locked_until <= ${at(now)})
        and n.user_id = ${recipient.userId} and n.order_id = ${recipient.orderId}
        and d.id not in ${except.length > 0 ? except : [0]}
      order by d.id
      for update of d skip locked
    )
    returning id, notification_id`,
  );
  if (rows.length === 0) return [];
  const notices = await db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.notification_id),
      ),
    );
  const byId = new Map(notices.map((notice) => [notice.id, notice]));
  return rows.flatMap((row) => {
    const notice = byId.get(row.notification_id);
    return notice ? [{ id: row.id, notice }] : [];
  });
}
