import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { findGstState, platformChargePaise, type DeliveryProof } from '@marketplace/contract';
import type { PlatformIdentity } from '../config.js';
import type { Database, Tx } from '../db/client.js';
import {
  categories,
  orderItems,
  orders,
  payments,
  products,
  refunds,
  retailerProfiles,
  users,
  wholesalerProfiles,
} from '../db/schema.js';
import { deliveryColumns } from '../modules/orders/delivery-code.js';
import { regulationColumns } from '../modules/regulation/regulated-product.js';
import { postCancellation, postSale } from '../modules/payouts/ledger-postings.js';
import { createTaxDocumentsService } from '../modules/tax-documents/tax-documents.service.js';
import { seedOpenClaim } from './demo-claims.js';
import { seedDemoPayouts } from './demo-payouts.js';

const PAYMENT_DELAY_MS = 3 * 60_000;
const DAY_MS = 86_400_000;

interface DemoOrderPlan {
  wholesalerId: number;
  daysAgo: number;
  quantities: number[];
  /** The status it reached, in order, each a day after the previous one. */
  path: Array<'shipped' | 'delivered' | 'canceled'>;
  /** How its delivery was confirmed; by code unless given. */
  proof?: DeliveryProof;
  /** A day after delivery the retailer reports units missing, and the seller has not answered yet. */
  claimed?: boolean;
}

/**
 * A short history for the demo retailer: orders shipped and delivered by sellers in its own state and in
 * others (CGST + SGST and IGST invoices), one returned after shipping (credit note and refund), one paid
 * and waiting, so each screen of money after payment has something to show. Two recent orders of the demo
 * wholesaler, delivered on its word, are still inside their claim window: one for the retailer to report a
 * problem with, one with an open claim for the wholesaler to answer. Older orders of the demo wholesaler give it
 * money released and paid out, and released and available, besides the recent orders' money still held.
 */
export async function seedDemoOrders(
  db: Database,
  tx: Tx,
  { retailerId, wholesalerId, platform }: { retailerId: number; wholesalerId: number; platform: PlatformIdentity },
): Promise<void> {
  const documents = createTaxDocumentsService(db, platform);
  const sellers = await tx
    .select({ id: wholesalerProfiles.userId, gstin: wholesalerProfiles.gstNumber })
    .from(wholesalerProfiles)
    .innerJoin(users, eq(users.id, wholesalerProfiles.userId))
    .where(eq(users.verificationStatus, 'verified'))
    .orderBy(asc(wholesalerProfiles.userId));
  const [retailer] = await tx.select().from(retailerProfiles).where(eq(retailerProfiles.userId, retailerId));
  const [account] = await tx.select().from(users).where(eq(users.id, retailerId));
  if (!retailer || !account) throw new Error('the demo retailer is missing');
  const plans = sellers
    .slice(0, 3)
    .flatMap((seller, index): DemoOrderPlan[] => [
      { wholesalerId: seller.id, daysAgo: 20 - index, quantities: [6, 4], path: ['shipped', 'delivered'] },
      ...(index === 0
        ? [{ wholesalerId: seller.id, daysAgo: 4, quantities: [10, 2], path: ['shipped' as const] }]
        : []),
      ...(index === 1 ? [{ wholesalerId: seller.id, daysAgo: 1, quantities: [5], path: [] }] : []),
      ...(index === 2
        ? [{ wholesalerId: seller.id, daysAgo: 9, quantities: [3], path: ['shipped' as const, 'canceled' as const] }]
        : []),
    ])
    .concat([
      // Older orders of the demo wholesaler, their claim windows long closed: released and paid out, or available.
      { wholesalerId, daysAgo: 30, quantities: [8, 4], path: ['shipped', 'delivered'] },
      { wholesalerId, daysAgo: 26, quantities: [5], path: ['shipped', 'delivered'] },
      { wholesalerId, daysAgo: 14, quantities: [6, 3], path: ['shipped', 'delivered'] },
      { wholesalerId, daysAgo: 4, quantities: [12, 6], path: ['shipped', 'delivered'], proof: 'seller' },
      { wholesalerId, daysAgo: 4, quantities: [12], path: ['shipped', 'delivered'], proof: 'seller', claimed: true },
    ]);
  const shipping = {
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    address: '14 Laxmi Road, Shaniwar Peth',
    city: 'Pune',
    state: findGstState('27')?.state_name ?? 'Maharashtra',
    placeOfSupplyCode: '27',
    portalCode: '411030',
  };

  for (const [index, plan] of plans.entries()) {
    const lines = await tx
      .select({ product: products, regulation: regulationColumns.regulation })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.wholesalerId, plan.wholesalerId), isNull(products.archivedAt), gt(products.stock, 20)))
      .orderBy(asc(products.id))
      .offset(index * 2)
      .limit(plan.quantities.length);
    const items = lines.map(({ product, regulation }, line) => ({
      product,
      regulation,
      quantity: plan.quantities[line] ?? 1,
    }));
    const subtotal = items.reduce((sum, { product, quantity }) => sum + product.pricePaise * quantity, 0);
    const charge = platformChargePaise(subtotal);
    const placedAt = new Date(Date.now() - plan.daysAgo * DAY_MS);
    const [payment] = await tx
      .insert(payments)
      .values({
        provider: 'sandbox',
        providerOrderId: `order_demo${String(index).padStart(10, '0')}`,
        providerPaymentId: `pay_demo${String(index).padStart(12, '0')}`,
        retailerId,
        amountPaise: subtotal + charge,
        status: 'paid',
        createdAt: placedAt,
        paidAt: placedAt,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('insert returned no row');
    const [order] = await tx
      .insert(orders)
      .values({
        ...shipping,
        paymentId: payment.id,
        retailerId,
        wholesalerId: plan.wholesalerId,
        subtotalPaise: subtotal,
        chargePaise: charge,
        totalPaise: subtotal + charge,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning();
    if (!order) throw new Error('insert returned no row');
    // Placed, then paid a few minutes later: the order's timeline reads as a real one would.
    const paidAt = new Date(placedAt.getTime() + PAYMENT_DELAY_MS);
    await tx
      .update(orders)
      .set({ status: 'confirmed', statusDescription: 'Payment received', updatedAt: paidAt })
      .where(eq(orders.id, order.id));
    // The payment's confirmation credits the seller with the goods, held until the claim window closes.
    await postSale(tx, order, paidAt);
    await documents.issuePlatformInvoice(tx, order, paidAt);
    const shipped = plan.path.includes('shipped');
    await tx.insert(orderItems).values(
      items.map(({ product, regulation, quantity }) => ({
        orderId: order.id,
        productId: product.id,
        productName: product.name,
        quantity,
        pricePaise: product.pricePaise,
        hsnCode: product.hsnCode,
        gstRate: product.gstRate,
        regulation,
        drugSchedule: product.drugSchedule,
        ...(shipped && regulation !== 'none' ? demoBatch(product.id, placedAt) : {}),
      })),
    );
    let current = order;
    for (const [step, status] of plan.path.entries()) {
      const at = new Date(placedAt.getTime() + (step + 1) * DAY_MS);
      const description = DEMO_DESCRIPTIONS[status];
      const [moved] = await tx
        .update(orders)
        .set({
          status,
          statusDescription: description,
          updatedAt: at,
          ...deliveryColumns(status, plan.proof ?? 'code', at),
          ...(status === 'canceled' ? { stockReleasedAt: at } : {}),
        })
        .where(eq(orders.id, order.id))
        .returning();
      if (!moved) throw new Error('the demo order vanished');
      current = moved;
      if (status === 'shipped') await documents.issueInvoice(tx, moved, at);
      if (status === 'canceled') {
        await documents.issueCreditNotes(tx, moved, description, at);
        await postCancellation(tx, moved, at);
        await tx.insert(refunds).values({
          orderId: order.id,
          paymentId: payment.id,
          amountPaise: order.totalPaise,
          status: 'processed',
          providerRefundId: `rfnd_demo${String(index).padStart(10, '0')}`,
          attempts: 1,
          createdAt: at,
          processedAt: at,
        });
      }
    }
    if (plan.claimed && current.deliveredAt)
      await seedOpenClaim(tx, current, new Date(current.deliveredAt.getTime() + DAY_MS));
  }
  await seedDemoPayouts(db, tx, { wholesalerId });
}

/** Medicines and food ship with a batch number and an expiry a year and a half after the order. */
const demoBatch = (productId: number, placedAt: Date) => ({
  batchNo: `B${placedAt.getUTCFullYear() % 100}${String(productId).padStart(5, '0')}`,
  expiryDate: new Date(placedAt.getTime() + 540 * DAY_MS).toISOString().slice(0, 10),
});

const DEMO_DESCRIPTIONS = {
  shipped: 'Handed to the courier',
  delivered: 'Delivered to the shop',
  canceled: 'Returned: 3 units arrived damaged',
} as const;
