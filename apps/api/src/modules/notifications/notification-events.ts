import { eq, inArray, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type DeliveryProof, type OrderStatus } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, retailerProfiles, users, wholesalerProfiles } from '../../db/schema.js';
import { recordNotification } from './record-notification.js';
import {
  lowStockText,
  newOrderText,
  orderStatusText,
  passwordChangedText,
  receiptConfirmedText,
  refundText,
  verificationText,
} from './notification-texts.js';

/**
 * The marketplace's events, each recorded inside the caller's transaction. They read what the texts need
 * (buyer, seller, amounts) from that same transaction, so a notice describes exactly what was committed.
 */

/** To each order's wholesaler, once its payment is confirmed. */
export async function notifyNewOrders(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await tx
    .select({
      id: orders.id,
      wholesalerId: orders.wholesalerId,
      totalPaise: orders.totalPaise,
      name: orders.name,
      shop: retailerProfiles.shopName,
      itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(retailerProfiles, eq(retailerProfiles.userId, orders.retailerId))
    .where(inArray(orders.id, orderIds))
    .orderBy(orders.id);
  for (const row of rows) {
    await recordNotification(tx, {
      userId: row.wholesalerId,
      kind: 'new_order',
      orderId: row.id,
      ...newOrderText({
        id: row.id,
        buyer: row.shop || row.name,
        totalPaise: row.totalPaise,
        itemCount: row.itemCount,
      }),
    });
  }
}

/**
 * To the retailer, whenever its order moves to another status (by the wholesaler, itself or a job); the shipped
 * notice carries the delivery code, which only the retailer ever sees. When the retailer itself confirmed receipt,
 * the wholesaler is told instead.
 */
export async function notifyOrderStatus(
  tx: Tx,
  order: {
    id: number;
    retailerId: number;
    wholesalerId: number;
    status: OrderStatus;
    statusDescription: string;
    deliveryCode?: string | null;
    deliveryProof?: DeliveryProof | null;
  },
  options: { paid: boolean },
): Promise<void> {
  if (order.status === 'delivered' && order.deliveryProof === 'retailer') {
    const [buyer] = await tx
      .select({ shop: retailerProfiles.shopName, name: orders.name })
      .from(orders)
      .leftJoin(retailerProfiles, eq(retailerProfiles.userId, orders.retailerId))
      .where(eq(orders.id, order.id));
    await recordNotification(tx, {
      userId: order.wholesalerId,
      kind: 'order_status',
      orderId: order.id,
      ...receiptConfirmedText({ id: order.id, buyer: buyer?.shop || buyer?.name || 'The retailer' }),
    });
    return;
  }
  const [seller] = await tx
    .select({ company: wholesalerProfiles.companyName })
    .from(wholesalerProfiles)
    .where(eq(wholesalerProfiles.userId, order.wholesalerId));
  await recordNotification(tx, {
    userId: order.retailerId,
    kind: 'order_status',
    orderId: order.id,
    ...orderStatusText({
      id: order.id,
      status: order.status,
      description: order.statusDescription,
      seller: seller?.company ?? 'The wholesaler',
      paid: options.paid,
      deliveryCode: order.status === 'shipped' ? (order.deliveryCode ?? null) : null,
      deliveryProof: order.deliveryProof ?? null,
    }),
  });
}

/** To the retailer, when the provider reports its refund as processed. */
export async function notifyRefundProcessed(tx: Tx, refund: { orderId: number; amountPaise: number }): Promise<void> {
  const [order] = await tx.select({ retailerId: orders.retailerId }).from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return;
  await recordNotification(tx, {
    userId: order.retailerId,
    kind: 'refund',
    orderId: refund.orderId,
    ...refundText(refund),
  });
}

/** True when stock moved from above the threshold to at or below it: one notice per crossing. */
export const crossesLowStock = (before: number, after: number) =>
  before > LOW_STOCK_THRESHOLD && after <= LOW_STOCK_THRESHOLD;

/**
 * To the product's wholesaler when its stock falls to the threshold or below. No flag is stored: the crossing
 * is seen by the one update that makes it (row locks order concurrent updates), and rising above re-arms it.
 */
export async function noteStockChange(
  tx: Tx,
  product: { id: number; wholesalerId: number; name: string },
  before: number,
  after: number,
): Promise<void> {
  if (!crossesLowStock(before, after)) return;
  await recordNotification(tx, {
    userId: product.wholesalerId,
    kind: 'low_stock',
    productId: product.id,
    ...lowStockText({ name: product.name, stock: after }),
  });
}

/** To the wholesaler, when an administrator approves or rejects it. */
export async function notifyVerification(
  tx: Tx,
  wholesalerId: number,
  decision: 'verified' | 'rejected',
): Promise<void> {
  const [profile] = await tx
    .select({ company: wholesalerProfiles.companyName })
    .from(wholesalerProfiles)
    .where(eq(wholesalerProfiles.userId, wholesalerId));
  await recordNotification(tx, {
    userId: wholesalerId,
    kind: 'verification',
    ...verificationText(decision, profile?.company ?? 'your company'),
  });
}

/** To the account whose password changed. */
export async function notifyPasswordChanged(tx: Tx, userId: number): Promise<void> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await recordNotification(tx, { userId, kind: 'password_changed', ...passwordChangedText(user.email) });
}
