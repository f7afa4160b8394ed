import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type MarkNotificationsReadRequest,
  type MarkNotificationsReadResponse,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsPage,
} from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/client.js';
import { notificationEmailOptOuts, notifications } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { kindsFor, toNotificationResponse } from './notification-mapper.js';

/** The in-app list, marking read and the e-mail choices; every query is limited to the caller's own rows. */
export function createNotificationsService(db: Database) {
  async function unreadCount(userId: number): Promise<number> {
    const [row] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  async function preferences(user: AuthUser): Promise<NotificationPreferences> {
    const muted = await db
      .select({ kind: notificationEmailOptOuts.kind })
      .from(notificationEmailOptOuts)
      .where(eq(notificationEmailOptOuts.userId, user.id));
    const off = new Set(muted.map((row) => row.kind));
    return { email: Object.fromEntries(kindsFor(user.userType).map((kind) => [kind, !off.has(kind)])) };
  }

  return {
    unreadCount,

    async list(user: AuthUser, page: number): Promise<NotificationsPage> {
      const [rows, [total], unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, user.id))
          .orderBy(desc(notifications.id))
          .limit(NOTIFICATIONS_PAGE_SIZE)
          .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
        db.select({ count: count() }).from(notifications).where(eq(notifications.userId, user.id)),
        unreadCount(user.id),
      ]);
      return { count: total?.count ?? 0, unread, results: rows.map(toNotificationResponse) };
    },

    /** Ids of other users' notices are ignored, not refused: they simply match nothing. */
    async markRead(user: AuthUser, request: MarkNotificationsReadRequest): Promise<MarkNotificationsReadResponse> {
      const mine = and(eq(notifications.userId, user.id), isNull(notifications.readAt));
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where('ids' in request ? and(mine, inArray(notifications.id, request.ids)) : mine);
      return { unread: await unreadCount(user.id) };
    },

    preferences,

    /** Sets the choices given; kinds left out keep their setting. Kinds the account never receives are refused. */
    async updatePreferences(user: AuthUser, input: NotificationPreferences): Promise<NotificationPreferences> {
      const allowed = new Set<NotificationKind>(kindsFor(user.userType));
      const given = NOTIFICATION_KINDS.filter((kind) => input.email[kind] !== undefined);
      const refused = given.filter((kind) => !allowed.has(kind));
      if (refused.length > 0) {
        const message = `Your account does not receive these notices: ${refused.join(', ')}.`;
        throw new AppError('validation', message, { email: [message] });
      }
      await db.transaction(async (tx) => {
        const muted = given.filter((kind) => input.email[kind] === false);
        const unmuted = given.filter((kind) => input.email[kind] === true);
        if (unmuted.length > 0) {
          await tx
            .delete(notificationEmailOptOuts)
            .where(and(eq(notificationEmailOptOuts.userId, user.id), inArray(notificationEmailOptOuts.kind, unmuted)));
        }
        if (muted.length > 0) {
          await tx
            .insert(notificationEmailOptOuts)
            .values(muted.map((kind) => ({ userId: user.id, kind })))
            .onConflictDoNothing();
        }
      });
      return preferences(user);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
