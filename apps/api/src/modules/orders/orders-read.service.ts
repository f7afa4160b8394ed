import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  orderStatusChoices,
  type OrderDetailsResponse,
  type OrderStatus,
  type OrderSummary,
} from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/client.js';
import { orderEvents, orderItems, orders, payments, retailerProfiles, wholesalerProfiles } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { claimTimelineOf } from '../claims/claim-timeline.js';
import { toRefundResponse, type RefundsService } from '../refunds/refunds.service.js';
import type { EInvoicesService } from '../tax-documents/e-invoices.service.js';
import type { TaxDocumentsService } from '../tax-documents/tax-documents.service.js';
import { retailerMayCancel } from './order-cancellation.service.js';
import { deliveryOf, toOrderSummary } from './order-mapper.js';
import { toOrderTimeline } from './order-timeline.js';

type ItemRow = typeof orderItems.$inferSelect;
const paymentState = {
  status: payments.status,
  createdAt: payments.createdAt,
  providerPaymentId: payments.providerPaymentId,
};

/** A wholesaler may edit an order's status once it is paid, and never after it was canceled (order-status-moves). */
export const statusEditable = (status: OrderStatus) => orderStatusChoices(status).length > 0;

export function createOrdersReadService(
  db: Database,
  deps: {
    documents: TaxDocumentsService;
    eInvoices: EInvoicesService;
    refunds: RefundsService;
    claimWindowSeconds: number;
  },
) {
  async function itemsByOrder(orderIds: number[]): Promise<Map<number, ItemRow[]>> {
    const byOrder = new Map<number, ItemRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  return {
    async retailerOrders(retailerId: number): Promise<OrderSummary[]> {
      const rows = await db
        .select({ order: orders, companyName: wholesalerProfiles.companyName, payment: paymentState })
        .from(orders)
        .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, orders.wholesalerId))
        .innerJoin(payments, eq(payments.id, orders.paymentId))
        .where(eq(orders.retailerId, retailerId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const orderIds = rows.map((row) => row.order.id);
      const [items, refundStatuses] = await Promise.all([itemsByOrder(orderIds), deps.refunds.statusByOrder(orderIds)]);
      return rows.map((row) =>
        toOrderSummary(row.order, items.get(row.order.id) ?? [], {
          companyName: row.companyName,
          refundStatus: refundStatuses.get(row.order.id),
          payment: row.payment,
        }),
      );
    },

    /** Visible to the retailer who placed the order and the wholesaler who sells it; anyone else gets 404. */
    async details(orderId: number, user: AuthUser): Promise<OrderDetailsResponse> {
      const [row] = await db
        .select({
          order: orders,
          seller: wholesalerProfiles,
          buyer: retailerProfiles,
          paymentId: payments.providerPaymentId,
          paidAt: payments.paidAt,
          payment: paymentState,
        })
        .from(orders)
        .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, orders.wholesalerId))
        .innerJoin(payments, eq(payments.id, orders.paymentId))
        .leftJoin(retailerProfiles, eq(retailerProfiles.userId, orders.retailerId))
        .where(eq(orders.id, orderId))
        .limit(1);
      const isBuyer = row?.order.retailerId === user.id;
      const isSeller = row?.order.wholesalerId === user.id;
      if (!row || !(isBuyer || isSeller)) throw notFound('Order');
      const { order, seller, buyer } = row;
      const items = await itemsByOrder([order.id]);
      const refundRow = await deps.refunds.rowForOrder(order.id);
      const refund = refundRow ? toRefundResponse(refundRow) : null;
      const duplicates = (await deps.refunds.duplicatesOfPayment(order.paymentId)).map((row) => ({
        ...toRefundResponse(row),
        razorpay_payment_id: row.providerPaymentId ?? '',
      }));
      const late = row.payment.status === 'expired' && row.payment.providerPaymentId !== null;
      const issued = await deps.documents.issuedFor(order.id);
      const eInvoice = await deps.eInvoices.forOrder(order, {
        sellerReports: seller.turnoverAbove5Crore,
        buyerGstin: buyer?.gstNumber ?? '',
      });
      const events = await db
        .select({
          status: orderEvents.status,
          description: orderEvents.description,
          at: orderEvents.at,
          deliveryProof: orderEvents.deliveryProof,
        })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.id));
      return {
        ...toOrderSummary(order, items.get(order.id) ?? [], {
          companyName: seller.companyName,
          refundStatus: refundRow?.status,
          payment: row.payment,
        }),
        name: order.name,
        email: order.email,
        city: order.city,
        address: order.address,
        state: order.state,
        portal_code: order.portalCode,
        order_notes: order.orderNotes,
        seller: { name: seller.companyName, address: seller.address, gst_number: seller.gstNumber },
        buyer: {
          name: buyer?.shopName ?? order.name,
          address: buyer?.address ?? order.address,
          gst_number: buyer?.gstNumber ?? '',
        },
        razorpay_payment_id: row.paymentId,
        can_edit_status: isSeller && statusEditable(order.status),
        can_cancel: isBuyer && retailerMayCancel(order.status),
        invoice: issued.invoice,
        credit_note: issued.credit_note,
        // The marketplace's documents for its charge are the retailer's, not the seller's.
        platform_invoice: isBuyer ? issued.platform_invoice : null,
        platform_credit_note: isBuyer ? issued.platform_credit_note : null,
        e_invoice: eInvoice,
        refund,
        duplicate_payment_refunds: duplicates,
        events: toOrderTimeline(
          events,
          refund,
          { latePaymentAt: late ? (row.paidAt ?? order.updatedAt) : null, duplicates },
          { shippedAt: order.shippedAt, claimSteps: await claimTimelineOf(db, order.id) },
        ),
        // The code proves the retailer has the goods: the retailer's alone, and only while it can still be used.
        delivery_code: isBuyer && order.status === 'shipped' ? order.deliveryCode : null,
        can_confirm_receipt: isBuyer && order.status === 'shipped',
        ...deliveryOf(order, deps.claimWindowSeconds),
      };
    },
  };
}

export type OrdersReadService = ReturnType<typeof createOrdersReadService>;
