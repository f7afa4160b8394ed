import { expect } from 'vitest';
import {
  platformChargePaise,
  TCS_RATE_BASIS_POINTS,
  TDS_RATE_BASIS_POINTS,
  unitPriceFor,
  UNPAID_ORDER_TTL_MINUTES,
  withheldPaise,
} from '@marketplace/contract';
import type { StoredPriceTier } from '../src/db/schema.js';
import type { Cluster, Query } from './harness.js';
import type { Ledger, MarketProduct } from './market.js';

/**
 * What must be true of the database whatever happened to the processes: each check returns a list of violations
 * (empty when it holds), so a failing test names the payment, order or product at fault.
 *
 * 1. paymentsAndOrders: a paid payment has every order confirmed / shipped / delivered (or canceled by its
 *    wholesaler); an unpaid one (created, failed) has every order pending; an expired one every order canceled.
 * 2. conservation: per product, initial stock = stock + reserved (units in pending orders) + sold (units in
 *    confirmed / shipped / delivered orders) + written off (units of orders canceled after shipping whose goods did
 *    not come back saleable), and sales grew by exactly the units sold; a canceled order's stock was released, a
 *    live order's was not.
 * 3. halfWritten: every order has items, every payment has orders, order total = subtotal + charge = items +
 *    charge, payment amount = sum of its orders, the charge is the 3 % of the whole cart, and every line is
 *    charged its product's slab price for its quantity (the tests never change a price); a shipped or delivered
 *    order's medicine lines have their batch and expiry, printed on its invoice.
 * 4. acknowledged: what the API answered is in the database: every 201 checkout has its payment and exactly its
 *    orders and lines; every payment the buyer was told is paid (verify 200) or whose capture was acknowledged by
 *    the webhook (200 processed / duplicate) is paid, with the payment id the buyer was told; never two payment
 *    ids told "paid" for one checkout.
 * 5. money: for every payment captured, what was captured (the checkout's amount, plus every further capture) =
 *    refunds of cancellations and further captures + the totals of the orders not canceled (their claims' refunds
 *    come out of those, see 6); every canceled order of a captured payment is refunded its total, no live order has
 *    a cancellation's refund, and every further capture the API acknowledged is refunded in full, once.
 * 6. claims: per order, all its refunds (cancellation and claims) add up to no more than its total, and only when
 *    its payment was captured; an accepted claim has exactly one refund (when the payment was captured) and one
 *    seller's credit note, of its own order; a claim not accepted has neither.
 * 7. sellerLedger: the sum of all ledger entries is 0 and so is each event's (one seller, one type per event); an
 *    order of an unpaid payment has no entries; a paid order has one `sale` of its goods total; per order, the goods
 *    value the seller keeps (sale + reversals) is its subtotal less its accepted claims' goods (nothing once
 *    canceled), and the TCS and TDS withheld are the rates of its invoice's taxable value less its credit notes'
 *    (rounded on the totals, to the paisa; nothing once its goods are all credited back); an order not released holds nothing available, a released one holds
 *    nothing and was released once. Per seller: goods kept = held + available + paid_out + TCS + TDS withheld, and
 *    available is never negative. Per paid payment: captured = every refund + the goods its sellers keep + the charge
 *    kept (none once the order is refunded whole; else the charge less its claims' shares, rounded down on the
 *    accepted goods' total).
 * 8. payouts: each payout has exactly one `payout:{id}` event moving its amount from available to paid out (and a
 *    failed one exactly one `payout_failed:{id}` moving it back); a seller's paid_out is the sum of its payouts not
 *    failed, and never more than the net released to it.
 */

export interface Violations {
  paymentsAndOrders: string[];
  conservation: string[];
  halfWritten: string[];
  acknowledged: string[];
  money: string[];
  claims: string[];
  sellerLedger: string[];
  payouts: string[];
}

export const NO_VIOLATIONS: Violations = {
  paymentsAndOrders: [],
  conservation: [],
  halfWritten: [],
  acknowledged: [],
  money: [],
  claims: [],
  sellerLedger: [],
  payouts: [],
};

const EXPIRED_DESCRIPTION = `Payment not received within ${UNPAID_ORDER_TTL_MINUTES} minutes`;

export interface InvariantInput {
  products: readonly MarketProduct[];
  /** Sales of each product before the test traded (0 for products made by the test). */
  initialSales?: ReadonlyMap<number, number>;
  ledger?: Ledger;
  chargePercent?: number;
}

export async function paymentsAndOrders(query: Query, ledger?: Ledger): Promise<string[]> {
  const violations: string[] = [];
  const rows = await query<{
    payment_id: number;
    payment_status: string;
    provider_payment_id: string | null;
    paid_at: unknown;
    order_id: number;
    order_status: string;
    status_description: string;
  }>(
    `select p.id as payment_id, p.status as payment_status, p.provider_payment_id, p.paid_at,
            o.id as order_id, o.status as order_status, o.status_description
       from payments p join orders o on o.payment_id = p.id
      order by p.id, o.id`,
  );
  for (const row of rows) {
    const where = `payment ${row.payment_id} (${row.payment_status}), order ${row.order_id} (${row.order_status})`;
    switch (row.payment_status) {
      case 'paid':
        if (!row.provider_payment_id || !row.paid_at) violations.push(`${where}: paid without a payment id or time`);
        if (row.order_status === 'pending') violations.push(`${where}: paid but the order is still pending`);
        if (row.order_status === 'canceled') {
          if (row.status_description === EXPIRED_DESCRIPTION)
            violations.push(`${where}: paid but the order was canceled as unpaid`);
          else if (ledger && !ledger.canceledByWholesaler.has(row.order_id))
            violations.push(`${where}: paid but canceled, and no wholesaler canceled it`);
        }
        break;
      case 'created':
      case 'failed':
        if (row.order_status !== 'pending') violations.push(`${where}: not paid but the order moved on`);
        break;
      case 'expired':
        if (row.order_status !== 'canceled') violations.push(`${where}: expired but the order is not canceled`);
        break;
      default:
        violations.push(`${where}: unknown payment status`);
    }
  }
  return violations;
}

export async function conservation(query: Query, input: InvariantInput): Promise<string[]> {
  const violations: string[] = [];
  const rows = await stockSummary(query);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const product of input.products) {
    const row = byId.get(product.id);
    if (!row) {
      violations.push(`product ${product.id}: missing`);
      continue;
    }
    const accounted = row.stock + row.reserved + row.sold + row.written_off;
    if (row.stock < 0) violations.push(`product ${product.id}: stock ${row.stock} is negative`);
    if (accounted !== product.initialStock)
      violations.push(
        `product ${product.id}: initial stock ${product.initialStock} ≠ stock ${row.stock} + reserved ${row.reserved} + sold ${row.sold} + written off ${row.written_off} = ${accounted}`,
      );
    const initialSales = input.initialSales?.get(product.id) ?? 0;
    if (row.sales - initialSales !== row.sold)
      violations.push(
        `product ${product.id}: sales counted ${row.sales - initialSales} (from ${initialSales} to ${row.sales}) ≠ units sold ${row.sold}`,
      );
  }
  for (const row of rows)
    if (!input.products.some((product) => product.id === row.id))
      violations.push(`product ${row.id}: not made by the test`);

  const release = await query<{ id: number; status: string; released: boolean }>(
    `select id, status, stock_released_at is not null as released from orders
      where (status = 'canceled') <> (stock_released_at is not null) order by id`,
  );
  for (const row of release)
    violations.push(
      row.status === 'canceled'
        ? `order ${row.id}: canceled but its stock was never released`
        : `order ${row.id}: ${row.status} but its stock was released`,
    );
  return violations;
}

export async function halfWritten(query: Query, chargePercent: number): Promise<string[]> {
  const violations: string[] = [];
  const orders = await query<{
    id: number;
    payment_id: number;
    subtotal_paise: number;
    charge_paise: number;
    total_paise: number;
    items: number;
    items_paise: number;
    bad_lines: number;
  }>(
    `select o.id, o.payment_id, o.subtotal_paise, o.charge_paise, o.total_paise,
            count(oi.id)::int as items,
            coalesce(sum(oi.quantity * oi.price_paise), 0)::int as items_paise,
            count(oi.id) filter (where oi.quantity <= 0 or oi.price_paise <= 0)::int as bad_lines
       from orders o left join order_items oi on oi.order_id = o.id
      group by o.id order by o.id`,
  );
  for (const order of orders) {
    const where = `order ${order.id} (payment ${order.payment_id})`;
    if (order.items === 0) violations.push(`${where}: has no items`);
    if (order.bad_lines > 0) violations.push(`${where}: ${order.bad_lines} lines with no quantity or price`);
    if (order.total_paise !== order.subtotal_paise + order.charge_paise)
      violations.push(
        `${where}: total ${order.total_paise} ≠ subtotal ${order.subtotal_paise} + charge ${order.charge_paise}`,
      );
    if (order.items > 0 && order.subtotal_paise !== order.items_paise)
      violations.push(`${where}: subtotal ${order.subtotal_paise} ≠ items ${order.items_paise}`);
  }
  const lines = await query<{
    order_id: number;
    product_id: number;
    quantity: number;
    price_paise: number;
    product_price_paise: number;
    price_tiers: StoredPriceTier[] | string;
  }>(
    `select oi.order_id, oi.product_id, oi.quantity, oi.price_paise,
            p.price_paise as product_price_paise, p.price_tiers
       from order_items oi join products p on p.id = oi.product_id
      order by oi.id`,
  );
  for (const line of lines) {
    const tiers = typeof line.price_tiers === 'string' ? JSON.parse(line.price_tiers) : line.price_tiers;
    const slab = unitPriceFor(
      line.product_price_paise,
      (tiers as StoredPriceTier[]).map((tier) => ({ min_quantity: tier.min_quantity, price: tier.price_paise })),
      line.quantity,
    );
    if (line.price_paise !== slab)
      violations.push(
        `order ${line.order_id}: product ${line.product_id} × ${line.quantity} charged ${line.price_paise}, its slab price is ${slab}`,
      );
  }
  violations.push(...(await shippedWithoutBatch(query)));
  violations.push(...(await platformDocuments(query)));
  const payments = await query<{
    id: number;
    amount_paise: number;
    orders: number;
    total: number;
    subtotal: number;
    charge: number;
  }>(
    `select p.id, p.amount_paise, count(o.id)::int as orders,
            coalesce(sum(o.total_paise), 0)::int as total,
            coalesce(sum(o.subtotal_paise), 0)::int as subtotal,
            coalesce(sum(o.charge_paise), 0)::int as charge
       from payments p left join orders o on o.payment_id = p.id
      group by p.id order by p.id`,
  );
  for (const payment of payments) {
    const where = `payment ${payment.id}`;
    if (payment.orders === 0) violations.push(`${where}: has no orders`);
    else {
      if (payment.amount_paise !== payment.total)
        violations.push(`${where}: amount ${payment.amount_paise} ≠ its orders' totals ${payment.total}`);
      const charge = platformChargePaise(payment.subtotal, chargePercent);
      if (payment.charge !== charge)
        violations.push(`${where}: charges ${payment.charge} ≠ ${chargePercent} % of ${payment.subtotal} = ${charge}`);
    }
  }
  return violations;
}

/**
 * Every order of a paid checkout that has a charge carries the marketplace's invoice for exactly that charge, and a
 * credit note of it once the order was refunded; no other order has either.
 */
async function platformDocuments(query: Query): Promise<string[]> {
  const rows = await query<{
    id: number;
    paid: boolean;
    charge_paise: number;
    refunded: boolean;
    invoiced_paise: number | null;
    credited_paise: number | null;
  }>(
    `select o.id, p.status = 'paid' as paid, o.charge_paise, r.id is not null as refunded,
            round((inv.body->'totals'->>'total')::numeric * 100)::int as invoiced_paise,
            round((cn.body->'totals'->>'total')::numeric * 100)::int as credited_paise
       from orders o
       join payments p on p.id = o.payment_id
       left join refunds r on r.order_id = o.id and r.kind = 'order'
       left join tax_documents inv on inv.order_id = o.id and inv.kind = 'platform_invoice'
       left join tax_documents cn on cn.order_id = o.id and cn.kind = 'platform_credit_note' and cn.claim_id is null
      order by o.id`,
  );
  const violations: string[] = [];
  for (const order of rows) {
    const invoiced = order.paid && order.charge_paise > 0;
    const expected = {
      invoiced: invoiced ? order.charge_paise : null,
      credited: invoiced && order.refunded ? order.charge_paise : null,
    };
    if (order.invoiced_paise !== expected.invoiced)
      violations.push(
        `order ${order.id}: platform invoice of ${order.invoiced_paise} paise, expected ${expected.invoiced}`,
      );
    if (order.credited_paise !== expected.credited)
      violations.push(
        `order ${order.id}: platform credit note of ${order.credited_paise} paise, expected ${expected.credited}`,
      );
  }
  return violations;
}

/**
 * A shipped or delivered order's medicine and food lines carry the batch and expiry entered when it shipped, and
 * its invoice, issued in the same transaction, prints the same ones.
 */
async function shippedWithoutBatch(query: Query): Promise<string[]> {
  const lines = await query<{
    order_id: number;
    item_id: number;
    batch_no: string | null;
    expiry_date: string | Date | null;
    invoiced_batches: string[] | string | null;
  }>(
    `select oi.order_id, oi.id as item_id, oi.batch_no, oi.expiry_date,
            (select jsonb_agg(line->>'batch_no') from tax_documents td, jsonb_array_elements(td.body->'lines') line
              where td.order_id = o.id and td.kind = 'invoice') as invoiced_batches
       from order_items oi join orders o on o.id = oi.order_id
      where oi.regulation <> 'none' and o.status in ('shipped', 'delivered')
      order by oi.id`,
  );
  const violations: string[] = [];
  for (const line of lines) {
    const where = `order ${line.order_id}: line ${line.item_id}`;
    if (!line.batch_no || !line.expiry_date) violations.push(`${where} shipped without its batch and expiry`);
    const invoiced =
      typeof line.invoiced_batches === 'string' ? JSON.parse(line.invoiced_batches) : line.invoiced_batches;
    if (line.batch_no && !(invoiced as string[] | null)?.includes(line.batch_no))
      violations.push(`${where}: batch ${line.batch_no} is not on the order's invoice`);
  }
  return violations;
}

export async function acknowledged(query: Query, ledger: Ledger): Promise<string[]> {
  const violations: string[] = [];
  const created = ledger.created();
  if (created.length === 0 && ledger.checkouts.every((record) => record.verifiedPaymentIds.length === 0)) return [];
  const payments = await query<{
    id: number;
    provider_order_id: string;
    provider_payment_id: string | null;
    retailer_id: number;
    amount_paise: number;
    status: string;
  }>(`select id, provider_order_id, provider_payment_id, retailer_id, amount_paise, status from payments`);
  const paymentByOrderId = new Map(payments.map((row) => [row.provider_order_id, row]));
  const orders = await query<{ id: number; payment_id: number }>(`select id, payment_id from orders`);
  const items = await query<{ order_id: number; product_id: number; quantity: number }>(
    `select order_id, product_id, quantity from order_items`,
  );
  const ordersByPayment = new Map<number, number[]>();
  for (const order of orders)
    ordersByPayment.set(order.payment_id, [...(ordersByPayment.get(order.payment_id) ?? []), order.id]);
  const itemsByOrder = new Map<number, Array<{ product_id: number; quantity: number }>>();
  for (const item of items) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);

  for (const record of created) {
    const { razorpayOrderId, orderIds, amountPaise } = record.created;
    const where = `checkout ${razorpayOrderId} (retailer ${record.retailer.id})`;
    const payment = paymentByOrderId.get(razorpayOrderId);
    if (!payment) {
      violations.push(`${where}: answered 201 but its payment is not in the database (lost order)`);
      continue;
    }
    if (payment.retailer_id !== record.retailer.id)
      violations.push(`${where}: payment belongs to ${payment.retailer_id}`);
    if (payment.amount_paise !== amountPaise)
      violations.push(`${where}: amount ${payment.amount_paise} ≠ the ${amountPaise} the buyer was asked to pay`);
    const stored = [...(ordersByPayment.get(payment.id) ?? [])].sort((a, b) => a - b);
    const promised = [...orderIds].sort((a, b) => a - b);
    if (stored.join(',') !== promised.join(','))
      violations.push(`${where}: orders [${stored.join(', ')}] ≠ the [${promised.join(', ')}] answered (lost order)`);
    const units = new Map<number, number>();
    for (const orderId of stored)
      for (const item of itemsByOrder.get(orderId) ?? [])
        units.set(item.product_id, (units.get(item.product_id) ?? 0) + item.quantity);
    const wanted = new Map<number, number>();
    for (const line of record.lines) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
    const describe = (map: Map<number, number>) =>
      [...map.entries()]
        .sort(([a], [b]) => a - b)
        .map(([id, quantity]) => `${id}×${quantity}`)
        .join(' ');
    if (describe(units) !== describe(wanted))
      violations.push(`${where}: lines ${describe(units)} ≠ the cart ${describe(wanted)} (half-written order)`);

    const told = [...new Set(record.verifiedPaymentIds)];
    if (told.length > 1)
      violations.push(`${where}: ${told.length} different payments were each told "paid": ${told.join(', ')}`);
    if (told.length > 0) {
      if (payment.status !== 'paid')
        violations.push(`${where}: buyer was told "paid" but the payment is ${payment.status}`);
      else if (!told.includes(payment.provider_payment_id ?? ''))
        violations.push(
          `${where}: buyer was told ${told.join(', ')} paid but the payment records ${payment.provider_payment_id}`,
        );
    }
    if (record.capturedAcknowledged.length > 0 && payment.status !== 'paid')
      violations.push(
        `${where}: the capture of ${[...new Set(record.capturedAcknowledged)].join(', ')} was acknowledged but the payment is ${payment.status} (lost webhook)`,
      );
  }
  for (const record of ledger.checkouts)
    if (!record.created && record.verifiedPaymentIds.length > 0)
      violations.push(`checkout of retailer ${record.retailer.id}: verified without a created checkout`);
  return violations;
}

export async function money(query: Query, ledger?: Ledger): Promise<string[]> {
  const violations: string[] = [];
  const payments = await query<{
    id: number;
    provider_order_id: string;
    provider_payment_id: string | null;
    amount_paise: number;
    duplicates: number;
    duplicate_paise: number;
    refunded_paise: number;
    kept_subtotal: number;
    kept_charge: number;
  }>(
    `select p.id, p.provider_order_id, p.provider_payment_id, p.amount_paise,
            (select count(*) from refunds r where r.payment_id = p.id and r.kind = 'duplicate_capture')::int as duplicates,
            (select coalesce(sum(r.amount_paise), 0) from refunds r
              where r.payment_id = p.id and r.kind = 'duplicate_capture')::int as duplicate_paise,
            (select coalesce(sum(r.amount_paise), 0) from refunds r
              where r.payment_id = p.id and r.kind <> 'claim')::int as refunded_paise,
            (select coalesce(sum(o.subtotal_paise), 0) from orders o
              where o.payment_id = p.id
                and not exists (select 1 from refunds r where r.order_id = o.id and r.kind = 'order'))::int as kept_subtotal,
            (select coalesce(sum(o.charge_paise), 0) from orders o
              where o.payment_id = p.id
                and not exists (select 1 from refunds r where r.order_id = o.id and r.kind = 'order'))::int as kept_charge
       from payments p order by p.id`,
  );
  for (const payment of payments) {
    const where = `payment ${payment.id}`;
    if (!payment.provider_payment_id) {
      if (payment.refunded_paise !== 0)
        violations.push(`${where}: nothing captured but ${payment.refunded_paise} refunded`);
      continue;
    }
    const captured = payment.amount_paise + payment.duplicate_paise;
    const accounted = payment.refunded_paise + payment.kept_subtotal + payment.kept_charge;
    if (captured !== accounted)
      violations.push(
        `${where}: captured ${captured} ≠ refunds ${payment.refunded_paise} + sellers keep ${payment.kept_subtotal} + charge kept ${payment.kept_charge} = ${accounted}`,
      );
  }
  const orders = await query<{ id: number; status: string; total_paise: number; refund_paise: number | null }>(
    `select o.id, o.status, o.total_paise, r.amount_paise as refund_paise
       from orders o join payments p on p.id = o.payment_id
       left join refunds r on r.order_id = o.id and r.kind = 'order'
      where p.provider_payment_id is not null order by o.id`,
  );
  for (const order of orders) {
    if (order.status === 'canceled' && order.refund_paise !== order.total_paise)
      violations.push(
        `order ${order.id}: canceled after its payment was captured, refunded ${order.refund_paise ?? 'nothing'} of ${order.total_paise}`,
      );
    if (order.status !== 'canceled' && order.refund_paise !== null)
      violations.push(`order ${order.id}: ${order.status} but refunded ${order.refund_paise}`);
  }
  if (!ledger) return violations;
  // Every capture the API acknowledged is the checkout's payment or a further capture refunded in full.
  const duplicates = await query<{ payment_id: number; provider_payment_id: string }>(
    `select payment_id, provider_payment_id from refunds where kind = 'duplicate_capture'`,
  );
  const refundedCaptures = new Set(duplicates.map((row) => `${row.payment_id}:${row.provider_payment_id}`));
  const byOrderId = new Map(payments.map((payment) => [payment.provider_order_id, payment]));
  for (const record of ledger.created()) {
    const payment = byOrderId.get(record.created.razorpayOrderId);
    if (!payment) continue;
    for (const captured of new Set([...record.verifiedPaymentIds, ...record.capturedAcknowledged]))
      if (captured !== payment.provider_payment_id && !refundedCaptures.has(`${payment.id}:${captured}`))
        violations.push(`payment ${payment.id}: capture ${captured} was acknowledged but is neither kept nor refunded`);
  }
  return violations;
}

export async function claims(query: Query): Promise<string[]> {
  const violations: string[] = [];
  const orders = await query<{ id: number; captured: boolean; total_paise: number; refunded_paise: number }>(
    `select o.id, p.provider_payment_id is not null as captured, o.total_paise,
            sum(r.amount_paise)::int as refunded_paise
       from orders o join payments p on p.id = o.payment_id join refunds r on r.order_id = o.id
      group by o.id, p.id order by o.id`,
  );
  for (const order of orders) {
    if (!order.captured)
      violations.push(`order ${order.id}: refunded ${order.refunded_paise} of an uncaptured payment`);
    else if (order.refunded_paise > order.total_paise)
      violations.push(`order ${order.id}: refunds ${order.refunded_paise} exceed its total ${order.total_paise}`);
  }
  const rows = await query<{
    id: number;
    status: string;
    captured: boolean;
    refunds: number;
    refunds_of_other_orders: number;
    credit_notes: number;
    credit_notes_of_other_orders: number;
  }>(
    `select c.id, c.status, p.provider_payment_id is not null as captured,
            (select count(*) from refunds r where r.claim_id = c.id)::int as refunds,
            (select count(*) from refunds r
              where r.claim_id = c.id and (r.kind <> 'claim' or r.order_id <> c.order_id))::int as refunds_of_other_orders,
            (select count(*) from tax_documents td where td.claim_id = c.id and td.kind = 'credit_note')::int as credit_notes,
            (select count(*) from tax_documents td
              where td.claim_id = c.id and td.order_id <> c.order_id)::int as credit_notes_of_other_orders
       from claims c join orders o on o.id = c.order_id join payments p on p.id = o.payment_id
      order by c.id`,
  );
  for (const claim of rows) {
    const where = `claim ${claim.id} (${claim.status})`;
    const accepted = claim.status === 'accepted';
    const refunds = accepted && claim.captured ? 1 : 0;
    if (claim.refunds !== refunds) violations.push(`${where}: ${claim.refunds} refunds, expected ${refunds}`);
    if (claim.credit_notes !== (accepted ? 1 : 0))
      violations.push(`${where}: ${claim.credit_notes} seller's credit notes, expected ${accepted ? 1 : 0}`);
    if (claim.refunds_of_other_orders > 0 || claim.credit_notes_of_other_orders > 0)
      violations.push(`${where}: a refund or credit note names it on another order`);
  }
  return violations;
}

const SELLER_SIDE = `('held', 'available', 'paid_out')`;
const TCS_ACCOUNTS = `('tcs_cgst', 'tcs_sgst', 'tcs_igst')`;

/** Paise of a tax document's `totals.taxable_value` (rupees in the body). */
const TAXABLE_PAISE = `round((td.body->'totals'->>'taxable_value')::numeric * 100)`;

export async function sellerLedger(query: Query): Promise<string[]> {
  const violations: string[] = [];
  const [total] = await query<{ paise: string | null }>(`select sum(amount_paise)::text as paise from ledger_entries`);
  if (Number(total?.paise ?? 0) !== 0) violations.push(`all ledger entries sum to ${total?.paise}, not 0`);
  const events = await query<{ event: string; paise: number; sellers: number; types: number }>(
    `select event, sum(amount_paise)::int as paise, count(distinct wholesaler_id)::int as sellers,
            count(distinct type)::int as types
       from ledger_entries group by event
     having sum(amount_paise) <> 0 or count(distinct wholesaler_id) <> 1 or count(distinct type) <> 1
      order by event`,
  );
  for (const event of events)
    violations.push(
      `event ${event.event}: entries sum to ${event.paise} over ${event.sellers} sellers and ${event.types} types`,
    );

  const orders = await query<{
    id: number;
    wholesaler_id: number;
    status: string;
    payment_status: string;
    released: boolean;
    subtotal_paise: number;
    charge_paise: number;
    canceled_refund: boolean;
    claimed_goods: number;
    sales: number;
    sale_paise: number;
    kept_paise: number;
    held_paise: number;
    available_paise: number;
    releases: number;
    tcs_paise: number;
    tds_paise: number;
    invoiced_taxable: number | null;
    credited_taxable: number;
    other_sellers: number;
  }>(
    `select o.id, o.wholesaler_id, o.status, p.status as payment_status, o.released_at is not null as released,
            o.subtotal_paise, o.charge_paise,
            exists (select 1 from refunds r where r.order_id = o.id and r.kind = 'order') as canceled_refund,
            (select coalesce(sum(ci.accepted_quantity * oi.price_paise), 0) from claims c
               join claim_items ci on ci.claim_id = c.id join order_items oi on oi.id = ci.order_item_id
              where c.order_id = o.id and c.status = 'accepted')::int as claimed_goods,
            count(distinct l.event) filter (where l.type = 'sale')::int as sales,
            coalesce(sum(l.amount_paise) filter (where l.type = 'sale' and l.account in ${SELLER_SIDE}), 0)::int as sale_paise,
            coalesce(sum(l.amount_paise) filter (where l.type in ('sale', 'sale_reversal') and l.account in ${SELLER_SIDE}), 0)::int as kept_paise,
            coalesce(sum(l.amount_paise) filter (where l.account = 'held'), 0)::int as held_paise,
            coalesce(sum(l.amount_paise) filter (where l.account = 'available'), 0)::int as available_paise,
            count(distinct l.event) filter (where l.type = 'release')::int as releases,
            coalesce(sum(l.amount_paise) filter (where l.account in ${TCS_ACCOUNTS}), 0)::int as tcs_paise,
            coalesce(sum(l.amount_paise) filter (where l.account = 'tds'), 0)::int as tds_paise,
            (select ${TAXABLE_PAISE} from tax_documents td
              where td.order_id = o.id and td.kind = 'invoice')::int as invoiced_taxable,
            (select coalesce(sum(${TAXABLE_PAISE}), 0) from tax_documents td
              where td.order_id = o.id and td.kind = 'credit_note')::int as credited_taxable,
            count(l.id) filter (where l.wholesaler_id <> o.wholesaler_id)::int as other_sellers
       from orders o join payments p on p.id = o.payment_id
       left join ledger_entries l on l.order_id = o.id
      group by o.id, p.id order by o.id`,
  );
  for (const order of orders) {
    const where = `order ${order.id} (${order.status}, payment ${order.payment_status})`;
    if (order.other_sellers > 0) violations.push(`${where}: ${order.other_sellers} entries name another seller`);
    if (order.payment_status !== 'paid') {
      if (order.sales + order.releases > 0 || order.kept_paise !== 0 || order.tcs_paise !== 0 || order.tds_paise !== 0)
        violations.push(`${where}: has ledger entries though its payment is not paid`);
      continue;
    }
    if (order.sales !== 1 || order.sale_paise !== order.subtotal_paise)
      violations.push(`${where}: ${order.sales} sales of ${order.sale_paise}, expected one of ${order.subtotal_paise}`);
    const kept = order.status === 'canceled' ? 0 : order.subtotal_paise - order.claimed_goods;
    if (order.kept_paise !== kept)
      violations.push(
        `${where}: the seller keeps ${order.kept_paise} of its goods, expected ${kept} (subtotal ${order.subtotal_paise}, accepted claims ${order.claimed_goods})`,
      );
    const invoiced = order.invoiced_taxable ?? 0;
    // The credit note that takes the last of the sale returns all that was withheld, whatever its rounding left.
    const credited = order.kept_paise === 0 ? invoiced : Math.min(invoiced, order.credited_taxable);
    const tcs = withheldPaise(invoiced, TCS_RATE_BASIS_POINTS) - withheldPaise(credited, TCS_RATE_BASIS_POINTS);
    const tds = withheldPaise(invoiced, TDS_RATE_BASIS_POINTS) - withheldPaise(credited, TDS_RATE_BASIS_POINTS);
    if (order.tcs_paise !== tcs || order.tds_paise !== tds)
      violations.push(
        `${where}: TCS ${order.tcs_paise} and TDS ${order.tds_paise} withheld, expected ${tcs} and ${tds} (taxable invoiced ${invoiced}, credited ${credited})`,
      );
    if (order.released) {
      if (order.releases !== 1 || order.held_paise !== 0)
        violations.push(`${where}: released with ${order.releases} release events and ${order.held_paise} still held`);
    } else if (order.releases !== 0 || order.available_paise !== 0)
      violations.push(
        `${where}: not released but ${order.releases} release events and ${order.available_paise} available`,
      );
  }

  const sellers = await query<{
    wholesaler_id: number;
    held: number;
    available: number;
    paid_out: number;
    kept: number;
    collections: number;
    withheld: number;
    orders_held: number;
  }>(
    `select l.wholesaler_id,
            coalesce(sum(l.amount_paise) filter (where l.account = 'held'), 0)::int as held,
            coalesce(sum(l.amount_paise) filter (where l.account = 'available'), 0)::int as available,
            coalesce(sum(l.amount_paise) filter (where l.account = 'paid_out'), 0)::int as paid_out,
            coalesce(sum(l.amount_paise) filter (where l.type in ('sale', 'sale_reversal') and l.account in ${SELLER_SIDE}), 0)::int as kept,
            coalesce(sum(l.amount_paise) filter (where l.account = 'collections'), 0)::int as collections,
            coalesce(sum(l.amount_paise) filter (where l.account in ${TCS_ACCOUNTS} or l.account = 'tds'), 0)::int as withheld,
            (select coalesce(sum(h.amount_paise), 0) from ledger_entries h join orders o on o.id = h.order_id
              where h.wholesaler_id = l.wholesaler_id and h.account = 'held' and o.released_at is null)::int as orders_held
       from ledger_entries l group by l.wholesaler_id order by l.wholesaler_id`,
  );
  for (const seller of sellers) {
    const where = `seller ${seller.wholesaler_id}`;
    const credited = seller.held + seller.available + seller.paid_out;
    if (seller.kept !== -seller.collections)
      violations.push(`${where}: keeps ${seller.kept} of goods but collections owe it ${-seller.collections}`);
    if (seller.kept !== credited + seller.withheld)
      violations.push(
        `${where}: goods kept ${seller.kept} ≠ credited ${credited} (held ${seller.held} + available ${seller.available} + paid out ${seller.paid_out}) + TCS and TDS ${seller.withheld}`,
      );
    if (seller.held !== seller.orders_held)
      violations.push(`${where}: holds ${seller.held} but its unreleased orders hold ${seller.orders_held}`);
    if (seller.available < 0) violations.push(`${where}: available ${seller.available} is negative`);
  }

  const payments = await query<{
    id: number;
    captured: number;
    refunded: number;
    kept: number;
  }>(
    `select p.id,
            (p.amount_paise + (select coalesce(sum(r.amount_paise), 0) from refunds r
              where r.payment_id = p.id and r.kind = 'duplicate_capture'))::int as captured,
            (select coalesce(sum(r.amount_paise), 0) from refunds r where r.payment_id = p.id)::int as refunded,
            (select coalesce(sum(l.amount_paise), 0) from ledger_entries l join orders o on o.id = l.order_id
              where o.payment_id = p.id and l.type in ('sale', 'sale_reversal') and l.account in ${SELLER_SIDE})::int as kept
       from payments p where p.status = 'paid' order by p.id`,
  );
  const ordersOf = new Map<number, typeof orders>();
  const paymentOfOrder = await query<{ id: number; payment_id: number }>(`select id, payment_id from orders`);
  const byId = new Map(orders.map((order) => [order.id, order]));
  for (const row of paymentOfOrder) {
    const order = byId.get(row.id);
    if (order) ordersOf.set(row.payment_id, [...(ordersOf.get(row.payment_id) ?? []), order]);
  }
  for (const payment of payments) {
    let charge = 0;
    for (const order of ordersOf.get(payment.id) ?? []) {
      if (order.canceled_refund || order.subtotal_paise === 0) continue;
      const claimedShare = Math.floor(
        (order.charge_paise * Math.min(order.claimed_goods, order.subtotal_paise)) / order.subtotal_paise,
      );
      charge += order.charge_paise - claimedShare;
    }
    const accounted = payment.refunded + payment.kept + charge;
    if (payment.captured !== accounted)
      violations.push(
        `payment ${payment.id}: captured ${payment.captured} ≠ refunds ${payment.refunded} + sellers' goods kept ${payment.kept} + charge kept ${charge} = ${accounted}`,
      );
  }
  return violations;
}

export async function payouts(query: Query): Promise<string[]> {
  const violations: string[] = [];
  const rows = await query<{
    id: number;
    wholesaler_id: number;
    status: string;
    amount_paise: number | string;
    payout_events: number;
    failed_events: number;
    other_events: number;
    paid_out: number;
    available: number;
    other_sellers: number;
  }>(
    `select p.id, p.wholesaler_id, p.status, p.amount_paise,
            count(distinct l.event) filter (where l.event = 'payout:' || p.id and l.type = 'payout')::int as payout_events,
            count(distinct l.event) filter (where l.event = 'payout_failed:' || p.id and l.type = 'payout_failed')::int as failed_events,
            count(distinct l.event) filter (where l.event not in ('payout:' || p.id, 'payout_failed:' || p.id)
              or l.type not in ('payout', 'payout_failed'))::int as other_events,
            coalesce(sum(l.amount_paise) filter (where l.account = 'paid_out'), 0)::int as paid_out,
            coalesce(sum(l.amount_paise) filter (where l.account = 'available'), 0)::int as available,
            count(l.id) filter (where l.wholesaler_id <> p.wholesaler_id)::int as other_sellers
       from payouts p left join ledger_entries l on l.payout_id = p.id
      group by p.id order by p.id`,
  );
  for (const payout of rows) {
    const where = `payout ${payout.id} (${payout.status}, seller ${payout.wholesaler_id})`;
    const failed = payout.status === 'failed';
    // A bigint column: node-postgres reads it as text.
    const paidOut = failed ? 0 : Number(payout.amount_paise);
    if (payout.payout_events !== 1 || payout.failed_events !== (failed ? 1 : 0) || payout.other_events > 0)
      violations.push(
        `${where}: ${payout.payout_events} payout events, ${payout.failed_events} failure events, ${payout.other_events} others`,
      );
    if (payout.paid_out !== paidOut || payout.available !== -paidOut)
      violations.push(
        `${where}: moves ${payout.paid_out} to paid out and ${payout.available} from available, expected ${paidOut} of ${payout.amount_paise}`,
      );
    if (payout.other_sellers > 0) violations.push(`${where}: its entries name another seller`);
  }
  const stray = await query<{ event: string }>(
    `select distinct event from ledger_entries
      where type in ('payout', 'payout_failed') and (payout_id is null or payout_id not in (select id from payouts))
      order by event`,
  );
  for (const row of stray) violations.push(`event ${row.event}: a payout entry of no payout`);
  const sellers = await query<{ wholesaler_id: number; paid_out: number; payouts: number; released: number }>(
    `select s.wholesaler_id,
            (select coalesce(sum(l.amount_paise), 0) from ledger_entries l
              where l.wholesaler_id = s.wholesaler_id and l.account = 'paid_out')::int as paid_out,
            (select coalesce(sum(p.amount_paise), 0) from payouts p
              where p.wholesaler_id = s.wholesaler_id and p.status <> 'failed')::int as payouts,
            (select coalesce(sum(l.amount_paise), 0) from ledger_entries l
              where l.wholesaler_id = s.wholesaler_id and l.account = 'available'
                and l.type not in ('payout', 'payout_failed'))::int as released
       from (select wholesaler_id from ledger_entries union select wholesaler_id from payouts) s
      order by s.wholesaler_id`,
  );
  for (const seller of sellers) {
    const where = `seller ${seller.wholesaler_id}`;
    if (seller.paid_out !== seller.payouts)
      violations.push(`${where}: paid out ${seller.paid_out} in the ledger, ${seller.payouts} in payouts`);
    if (seller.paid_out > seller.released)
      violations.push(`${where}: paid ${seller.paid_out}, more than the net ${seller.released} released to it`);
  }
  return violations;
}

/** Every invariant at once; `expect(await checkAll(...)).toEqual(NO_VIOLATIONS)` names whatever is wrong. */
export async function checkAll(query: Query, input: InvariantInput): Promise<Violations> {
  return {
    paymentsAndOrders: await paymentsAndOrders(query, input.ledger),
    conservation: await conservation(query, input),
    halfWritten: await halfWritten(query, input.chargePercent ?? 3),
    acknowledged: input.ledger ? await acknowledged(query, input.ledger) : [],
    money: await money(query, input.ledger),
    claims: await claims(query),
    sellerLedger: await sellerLedger(query),
    payouts: await payouts(query),
  };
}

/** Per product: stock, units reserved by pending orders and units sold, for the logs and the final "no leak" check. */
export async function stockSummary(query: Query) {
  return query<{ id: number; stock: number; sales: number; reserved: number; sold: number; written_off: number }>(
    `select p.id, p.stock, p.sales,
            coalesce(sum(oi.quantity) filter (where o.status = 'pending'), 0)::int as reserved,
            coalesce(sum(oi.quantity) filter (where o.status in ('confirmed', 'shipped', 'delivered')), 0)::int as sold,
            coalesce(sum(oi.quantity) filter (where o.status = 'canceled' and o.stock_written_off), 0)::int as written_off
       from products p
       left join order_items oi on oi.product_id = p.id
       left join orders o on o.id = oi.order_id
      group by p.id order by p.id`,
  );
}

/**
 * Once every unpaid checkout has expired: the invariants hold, no stock is reserved, and each product's stock plus
 * what was sold is its initial stock. Logs the payments under `logLabel`.
 */
export async function expectUnsoldStockBack(cluster: Cluster, input: InvariantInput, logLabel: string) {
  const final = await cluster.withSql(async (query) => ({
    violations: await checkAll(query, input),
    stock: await stockSummary(query),
    payments: await paymentCounts(query),
  }));
  console.log(logLabel, final.payments);
  expect(final.violations).toEqual(NO_VIOLATIONS);
  expect(final.stock.filter((row) => row.reserved !== 0)).toEqual([]);
  for (const product of input.products) {
    const row = final.stock.find((one) => one.id === product.id);
    expect(row && row.stock + row.sold + row.written_off, `product ${product.id}`).toBe(product.initialStock);
  }
}

/** Payments by status, for the logs. */
export async function paymentCounts(query: Query): Promise<Record<string, number>> {
  const rows = await query<{ status: string; count: number }>(
    `select status, count(*)::int as count from payments group by status order by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/**
 * The one bug these tests know of (docs/reliability.md, "Bugs found"): a webhook whose event id was recorded but
 * whose confirmation was cut off by a crash is answered "duplicate" forever after. A crash test that hits it
 * reports it and settles the payment through the browser instead of failing at random; RELIABILITY_STRICT=1 makes
 * every hit a failure.
 */
export const STRICT = process.env.RELIABILITY_STRICT === '1';
const LOST_WEBHOOK = '(lost webhook)';

/** Moves "lost webhook" violations into `known` (unless strict), so the rest can be asserted empty. */
export function setAsideLostWebhooks(violations: Violations, known: string[]): Violations {
  if (STRICT) return violations;
  known.push(...violations.acknowledged.filter((line) => line.endsWith(LOST_WEBHOOK)));
  return { ...violations, acknowledged: violations.acknowledged.filter((line) => !line.endsWith(LOST_WEBHOOK)) };
}
