import { z } from 'zod';

/**
 * What a person can be told about. In-app notices are always on; e-mail can be switched off per kind.
 * `new_order` and `low_stock` go to wholesalers, `order_status` and `refund` to retailers,
 * `verification` to wholesalers, `claim` to both parties of a claim, `payout` to wholesalers, `password_changed` to everyone.
 */
export const NOTIFICATION_KINDS = [
  'new_order',
  'order_status',
  'refund',
  'low_stock',
  'verification',
  'password_changed',
  'claim',
  'payout',
] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

/** Kinds each account type can receive, in the order Settings lists them. */
export const NOTIFICATION_KINDS_FOR = {
  wholesaler: ['new_order', 'claim', 'payout', 'low_stock', 'verification', 'password_changed'],
  retailer: ['order_status', 'claim', 'refund', 'password_changed'],
} as const satisfies Record<'wholesaler' | 'retailer', readonly NotificationKind[]>;

/** Labels of the "E-mail me about" section in Settings. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_order: 'New paid orders',
  order_status: 'Order status changes',
  refund: 'Refunds processed',
  low_stock: 'Stock running low (10 or fewer left)',
  verification: 'Account approval or rejection',
  password_changed: 'Password changes',
  claim: 'Claims on orders (reported problems and their answers)',
  payout: 'Payouts sent or failed (changes to payout details are always e-mailed)',
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notification = z.object({
  id: z.number(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  order_id: z.number().nullable(),
  product_id: z.number().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100000, 'Page is too large')
    .default(1),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/** Newest first. */
export const notificationsPage = z.object({
  count: z.number(),
  unread: z.number(),
  results: z.array(notification),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

const notificationIds = z
  .array(
    z
      .number({ error: 'Each id must be a number' })
      .int('Each id must be a whole number')
      .positive('Each id must be positive')
      .max(2147483647, 'Id is too large'),
  )
  .min(1, 'Give at least one id')
  .max(500, 'At most 500 ids at a time');

export const markNotificationsReadRequest = z.union(
  [z.object({ ids: notificationIds }).strict(), z.object({ all: z.literal(true) }).strict()],
  { error: 'Send {"ids": [...]} or {"all": true}' },
);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequest>;

export const markNotificationsReadResponse = z.object({ unread: z.number() });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponse>;

/** E-mail choices per kind the account can receive (kinds it cannot receive are left out). */
export const notificationPreferences = z.object({
  email: z.partialRecord(notificationKind, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Where a notice leads in the web app; the e-mail links to the same page. */
export function notificationPath(notice: Pick<Notification, 'kind' | 'order_id' | 'product_id'>): string {
  if (notice.order_id !== null) return `/orders_details/${notice.order_id}`;
  if (notice.product_id !== null) return '/inventory?low_stock=1';
  if (notice.kind === 'payout') return '/payments';
  return notice.kind === 'password_changed' ? '/settings' : '/dashboard';
}
