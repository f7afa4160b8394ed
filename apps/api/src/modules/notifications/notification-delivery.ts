import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, users } from '../../db/schema.js';
import type { MailTransport } from './mail-transport.js';
import { composeMail } from './notification-mail.js';
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

/**
 * The e-mail outbox worker. A pass claims due deliveries in one short statement (`for update skip locked`, then a
 * lease), sends each outside any transaction and records the outcome. Two workers, in one process or many, never
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

  async function deliver(claimed: Claimed, now: Date): Promise<boolean> {
    const { notice } = claimed;
    const message = composeMail(notice, claimed.email, options);
    const fileName = `${notice.createdAt.toISOString().replace(/[:.]/g, '-')}-notification-${notice.id}.eml`;
    try {
      await transport.send(message, fileName);
    } catch (error) {
      const gaveUp = claimed.attempts >= MAX_DELIVERY_ATTEMPTS;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      log?.warn(
        { err: error, delivery: claimed.id, attempts: claimed.attempts },
        gaveUp ? 'e-mail failed for good; listed for the administrator' : 'e-mail not sent; it will be retried',
      );
      await db
        .update(notificationDeliveries)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          lastError: reason,
          lockedUntil: null,
          nextAttemptAt: sql`${at(now)} + ${retryDelaySeconds(claimed.attempts)} * interval '1 second'`,
        })
        .where(and(eq(notificationDeliveries.id, claimed.id), eq(notificationDeliveries.status, 'pending')));
      return false;
    }
    await db
      .update(notificationDeliveries)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(and(eq(notificationDeliveries.id, claimed.id), eq(notificationDeliveries.status, 'pending')));
    return true;
  }

  /** Sends everything due at `now`, batch by batch; returns how many e-mails went out. */
  async function deliverPending(now = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue(now);
      for (const claimed of batch) if (await deliver(claimed, now)) sent += 1;
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
