import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { notificationDeliveries, notificationEmailOptOuts, notifications } from '../../db/schema.js';

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  orderId?: number | null;
  productId?: number | null;
  /** E-mailed whatever the recipient's choices: a warning the account's owner must see (payout details changed). */
  alwaysEmail?: boolean;
}

/**
 * Writes the in-app notice and, unless the recipient switched that kind off, its e-mail to the outbox. Always
 * called with the transaction of the change it reports: a rollback leaves no notice, a commit always has one.
 */
export async function recordNotification(tx: Tx, input: NotificationInput): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body,
      orderId: input.orderId ?? null,
      productId: input.productId ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no row');
  if (input.alwaysEmail) {
    await tx.insert(notificationDeliveries).values({ notificationId: row.id });
    return row.id;
  }
  await tx.execute(sql`
    insert into ${notificationDeliveries} (notification_id)
    select ${row.id}
    where not exists (
      select 1 from ${notificationEmailOptOuts}
      where ${notificationEmailOptOuts.userId} = ${input.userId} and ${notificationEmailOptOuts.kind} = ${input.kind}
    )`);
  return row.id;
}
