import { NOTIFICATION_KINDS_FOR, type Notification, type NotificationKind } from '@marketplace/contract';
import type { UserType } from '../../auth/auth-user.js';
import type { notifications } from '../../db/schema.js';

type NotificationRow = typeof notifications.$inferSelect;

export const toNotificationResponse = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  order_id: row.orderId,
  product_id: row.productId,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** Kinds an account type can receive; administrators have none of their own. */
export const kindsFor = (userType: UserType): readonly NotificationKind[] =>
  userType === 'admin' ? [] : NOTIFICATION_KINDS_FOR[userType];
