import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, users } from '../../db/schema.js';
import type { MailTransport } from './mail-transport.js';
import { composeOrderMail } from './notification-mail.js';
import { claimFoldedDeliveries, releaseOrderEmailWindow, takeOrderEmailWindow } from './order-email-windows.js';
import { singlePass } from '../../jobs/single-pass.js';
import { rawRows } from '../../db/raw-rows.js';

/** Longer than an SMTP exchange may take (see mail-transport.ts), so a claimed mail is never sent by two workers. */
export const DELIVERY_LEASE_SECONDS = 60;
/** After this many failed attempts a delivery is `failed` and listed for the administrator. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;
const BATCH_SIZE = 20;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, 4 min, … at most an hour. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_SECONDS);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

interface Claimed {
  id: number;
  attempts: number;
  notice: typeof notifications.$inferSelect;
  email: string;
}

/** A delivery whose notice rides in another one's e-mail. */
interface Folded {
  id: number;
  notice: typeof notifications.$inferSelect;
}

/** Claimed deliveries by e-mail: each alone, except that one person's deliveries about one order go together. */
function byOrderEmail(batch: Claimed[]): Array<[Claimed, ...Claimed[]]> {
  const groups: Array<[Claimed, ...Claimed[]]> = [];
  const byOrder = new Map<string, [Claimed, ...Claimed[]]>();
  for (const claimed of batch) {
    const key = claimed.notice.orderId === null ? null : `${claimed.notice.userId}:${claimed.notice.orderId}`;
    const group = key === null ? undefined : byOrder.get(key);
    if (group) {
      group.push(claimed);
      continue;
    }
    const started: [Claimed, ...Claimed[]] = [claimed];
    groups.push(started);
    if (key !== null) byOrder.set(key, started);
  }
  return groups;
}

/**
 * The e-mail outbox worker. A pass claims due deliveries in one short statement (`for update skip locked`, then a
 * lease), sends each outside any transaction and records the outcome. E-mails about one order to one person are
 * at most one per 10 minutes: what comes in between is folded into the next (order-email-windows.ts). Two workers, in one process or many, never
 * claim the same row; a worker that dies after claiming leaves a lease that expires, and the row is sent later.
 */
export function createNotificationDelivery(
  db: Database,
  transport: MailTransport,
  options: { from: string; publicUrl: string },
  log?: FastifyBaseLogger,
) {
  /** Claims up to `limit` due deliveries for this worker; exported for tests that stop a worker right after it. */
  async function claimDue(now = new Date(), limit = BATCH_SIZE): Promise<Claimed[]> {
    const claimed = await rawRows<{ id: number; notification_id: number; attempts: number }>(
      db,
      sql`
      update ${notificationDeliveries}
      set attempts = attempts + 1,
          locked_until = ${at(now)} + ${DELIVERY_LEASE_SECONDS} * interval '1 second'
      where id in (
        select id from ${notificationDeliveries}
        where status = 'pending'
          and next_attempt_at <= ${at(now)}
          and (locked_until is null or locked_until <= ${at(now)})
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, notification_id, attempts`,
    );
    if (claimed.length === 0) return [];
    const notices = await db
      .select({ notice: notifications, email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        inArray(
          notifications.id,
          claimed.map((row) => row.notification_id),
        ),
      );
    const byId = new Map(notices.map((row) => [row.notice.id, row]));
    return claimed.flatMap((row) => {
      const found = byId.get(row.notification_id);
      return found ? [{ id: row.id, attempts: row.attempts, notice: found.notice, email: found.email }] : [];
    });
  }

  const leaseEnd = (now: Date) => new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000);

  /** Sends `lead` with the notices folded into its e-mail; they share its outcome. */
  async function deliver(lead: Claimed, folded: Folded[], now: Date): Promise<boolean> {
    const notices = [lead.notice, ...folded.map((entry) => entry.notice)].sort((a, b) => a.id - b.id);
    const message = composeOrderMail(notices, lead.email, options);
    const fileName = `${lead.notice.createdAt.toISOString().replace(/[:.]/g, '-')}-notification-${lead.notice.id}.eml`;
    const foldedIds = folded.map((entry) => entry.id);
    try {
      await transport.send(message, fileName);
    } catch (error) {
      const gaveUp = lead.attempts >= MAX_DELIVERY_ATTEMPTS;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      log?.warn(
        { err: error, delivery: lead.id, attempts: lead.attempts },
        gaveUp ? 'e-mail failed for good; listed for the administrator' : 'e-mail not sent; it will be retried',
      );
      const nextAttemptAt = sql`${at(now)} + ${retryDelaySeconds(lead.attempts)} * interval '1 second'`;
      await db
        .update(notificationDeliveries)
        .set({ status: gaveUp ? 'failed' : 'pending', lastError: reason, lockedUntil: null, nextAttemptAt })
        .where(and(eq(notificationDeliveries.id, lead.id), eq(notificationDeliveries.status, 'pending')));
      // The folded notices wait for the same retry, and go on their own if this one fails for good.
      if (foldedIds.length > 0) {
        await db
          .update(notificationDeliveries)
          .set({ lockedUntil: null, nextAttemptAt })
          .where(and(inArray(notificationDeliveries.id, foldedIds), eq(notificationDeliveries.status, 'pending')));
      }
      return false;
    }
    await db
      .update(notificationDeliveries)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(and(eq(notificationDeliveries.id, lead.id), eq(notificationDeliveries.status, 'pending')));
    if (foldedIds.length > 0) {
      await db
        .update(notificationDeliveries)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, foldedInto: lead.id })
        .where(and(inArray(notificationDeliveries.id, foldedIds), eq(notificationDeliveries.status, 'pending')));
    }
    return true;
  }

  /**
   * Sends one e-mail for deliveries claimed together: one notice, or notices about one order to one person. An
   * e-mail about an order goes only if the recipient's window for that order is open (at most one per 10 minutes):
   * it then also carries every other waiting notice about the order; otherwise all wait until the window opens.
   */
  async function deliverGroup([lead, ...others]: [Claimed, ...Claimed[]], now: Date): Promise<boolean> {
    const orderId = lead.notice.orderId;
    if (orderId === null) return deliver(lead, [], now);
    const recipient = { userId: lead.notice.userId, orderId };
    const ids = [lead.id, ...others.map((claimed) => claimed.id)];
    const opensAt = await takeOrderEmailWindow(db, recipient, now);
    if (opensAt) {
      // Not an attempt: the claim's count is given back.
      await db
        .update(notificationDeliveries)
        .set({
          attempts: sql`greatest(${notificationDeliveries.attempts} - 1, 0)`,
          lockedUntil: null,
          nextAttemptAt: opensAt,
        })
        .where(and(inArray(notificationDeliveries.id, ids), eq(notificationDeliveries.status, 'pending')));
      return false;
    }
    const waiting = await claimFoldedDeliveries(db, recipient, ids, leaseEnd(now), now);
    const folded: Folded[] = [...others, ...waiting];
    const sent = await deliver(lead, folded, now);
    if (!sent) await releaseOrderEmailWindow(db, recipient, now);
    return sent;
  }

  /** Sends everything due at `now`, batch by batch; returns how many e-mails went out. */
  async function deliverPending(now = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue(now);
      for (const group of byOrderEmail(batch)) if (await deliverGroup(group, now)) sent += 1;
      if (batch.length < BATCH_SIZE) return sent;
    }
  }

  const passes = singlePass(deliverPending, (error) =>
    log?.error({ err: error }, 'delivering e-mail notifications failed'),
  );

  return {
    claimDue,
    deliverPending,
    kick: passes.kick,

    /** Polls every `everyMs`; the returned function stops polling and waits for a pass under way. */
    start(everyMs: number): () => Promise<void> {
      const timer = setInterval(passes.kick, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await passes.idle({ drop: true });
        transport.close();
      };
    },
  };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;

/** E-mails that failed for good, newest first, for `npm run admin -- list-failed-mail`. */
export async function failedDeliveries(db: Database, limit = 200) {
  return db
    .select({
      id: notificationDeliveries.id,
      email: users.email,
      subject: notifications.title,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      createdAt: notificationDeliveries.createdAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notificationDeliveries.status, 'failed'))
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
    .limit(limit);
}
