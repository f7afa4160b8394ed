import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  formatRupees,
  MIN_PAYMENT_MESSAGE,
  MIN_PAYMENT_PAISE,
  sellerMinimumMessage,
  shortfallPaise,
  toPaise,
  toRupees,
  type createOrderRequest,
  type CreateOrderResponse,
  type DrugSchedule,
  type QuantityUnit,
  type Regulation,
} from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { categories, orderItems, orders, payments, products, wholesalerProfiles } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { assertSelling, productSellerSells } from '../catalog/selling-sellers.js';
import { assertOrderableQuantity, pricingColumns, unitPricePaise } from '../catalog/wholesale-pricing.js';
import { regulationColumns } from '../regulation/regulated-product.js';
import { assertLicensedPremises, assertMayBuy, retailerDrugLicence } from '../regulation/retailer-licence.js';
import { noteStockChange } from '../notifications/notification-events.js';
import { splitCharge } from './split-charge.js';

export type OrderInput = z.output<typeof createOrderRequest>;

interface Line {
  productId: number;
  name: string;
  wholesalerId: number;
  quantity: number;
  pricePaise: number;
  hsnCode: string;
  gstRate: number;
  unit: QuantityUnit;
  regulation: Regulation;
  drugSchedule: DrugSchedule;
}

const refuse = (message: string, field = 'order_items') => new AppError('validation', message, { [field]: [message] });

/** Checkout: prices and totals recomputed here, one order per wholesaler, stock reserved in the same transaction. */
export function createOrderCreationService(db: Database, provider: PaymentProvider, chargePercent: number) {
  /**
   * The cart as the server prices it: each quantity checked against its product's wholesale rules, each
   * line priced by its slab; refuses a line whose price differs from that.
   */
  async function priceLines(input: OrderInput): Promise<Line[]> {
    const quantities = new Map<number, number>();
    const claimedPrices = new Map<number, number>();
    for (const item of input.order_items) {
      quantities.set(item.product, (quantities.get(item.product) ?? 0) + item.quantity);
      claimedPrices.set(item.product, toPaise(item.price_per_item));
    }
    const rows = await db
      .select({
        ...pricingColumns,
        id: products.id,
        hsnCode: products.hsnCode,
        gstRate: products.gstRate,
        unit: products.unit,
        ...regulationColumns,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(inArray(products.id, [...quantities.keys()]), isNull(products.archivedAt)));
    await assertSelling(
      db,
      rows.map((row) => row.wholesalerId),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...quantities.entries()].map(([productId, quantity]) => {
      const product = byId.get(productId);
      if (!product) throw refuse(`Product ${productId} is no longer available. Remove it from your cart.`);
      assertOrderableQuantity(product, quantity, 'order_items');
      const pricePaise = unitPricePaise(product, quantity);
      if (claimedPrices.get(productId) !== pricePaise) {
        throw refuse(
          `The price of ${product.name} is now ${formatRupees(toRupees(pricePaise))}. Review your cart and try again.`,
        );
      }
      return {
        productId,
        name: product.name,
        wholesalerId: product.wholesalerId,
        quantity,
        pricePaise,
        hsnCode: product.hsnCode,
        gstRate: product.gstRate,
        unit: product.unit,
        regulation: product.regulation,
        drugSchedule: product.drugSchedule,
      };
    });
  }

  /** Medicines only for a retailer whose licence covers each of them, delivered to the licensed premises. */
  async function assertLicensed(retailerId: number, lines: Line[], shippingPin: string) {
    if (!lines.some((line) => line.regulation === 'drug')) return;
    const licence = await retailerDrugLicence(db, retailerId);
    for (const line of lines) assertMayBuy(line, licence, 'order_items');
    assertLicensedPremises(lines, licence, shippingPin);
  }

  /** Refuses while any wholesaler's part of the order is below that wholesaler's minimum order value. */
  async function assertSellerMinimums(wholesalerIds: number[], subtotals: number[]) {
    const sellers = await db
      .select({
        id: wholesalerProfiles.userId,
        companyName: wholesalerProfiles.companyName,
        minPaise: wholesalerProfiles.minOrderValuePaise,
      })
      .from(wholesalerProfiles)
      .where(inArray(wholesalerProfiles.userId, wholesalerIds));
    const byId = new Map(sellers.map((seller) => [seller.id, seller]));
    for (const [index, id] of wholesalerIds.entries()) {
      const seller = byId.get(id);
      const shortfall = seller ? shortfallPaise(subtotals[index] ?? 0, seller.minPaise) : 0;
      if (seller && shortfall > 0)
        throw refuse(sellerMinimumMessage(seller.companyName, toRupees(shortfall), toRupees(seller.minPaise)));
    }
  }

  return {
    async create(retailerId: number, input: OrderInput): Promise<CreateOrderResponse> {
      const lines = await priceLines(input);
      await assertLicensed(retailerId, lines, input.portal_code);
      const groups = new Map<number, Line[]>();
      for (const line of lines) groups.set(line.wholesalerId, [...(groups.get(line.wholesalerId) ?? []), line]);
      const wholesalerIds = [...groups.keys()];
      const subtotals = wholesalerIds.map((id) =>
        (groups.get(id) ?? []).reduce((sum, line) => sum + line.pricePaise * line.quantity, 0),
      );
      await assertSellerMinimums(wholesalerIds, subtotals);
      const charges = splitCharge(subtotals, chargePercent);
      const amountPaise = subtotals.reduce((sum, value, index) => sum + value + (charges[index] ?? 0), 0);
      // The provider takes no payment below Rs. 1.00: refused before anything is reserved or asked of it.
      if (amountPaise < MIN_PAYMENT_PAISE) throw refuse(MIN_PAYMENT_MESSAGE, 'total_price');
      if (toPaise(input.total_price) !== amountPaise) {
        throw refuse(
          `The order total should be ${formatRupees(toRupees(amountPaise))}, not ${formatRupees(input.total_price)}. Review your cart and try again.`,
          'total_price',
        );
      }

      const providerOrder = await provider.createOrder({
        amountPaise,
        currency: 'INR',
        receipt: `rcpt_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      });

      const orderIds = await db.transaction(async (tx) => {
        // Rows are locked in id order so that two checkouts never wait on each other in a cycle.
        for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
          const reserved = await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}` })
            .where(
              and(
                eq(products.id, line.productId),
                gte(products.stock, line.quantity),
                isNull(products.archivedAt),
                productSellerSells,
              ),
            )
            .returning({
              id: products.id,
              wholesalerId: products.wholesalerId,
              name: products.name,
              stock: products.stock,
            });
          const [product] = reserved;
          if (!product) {
            // Its seller may have stopped selling since the lines were priced: the whole order is refused.
            await assertSelling(tx, [line.wholesalerId]);
            const [current] = await tx
              .select({ stock: products.stock })
              .from(products)
              .where(eq(products.id, line.productId));
            const stock = current?.stock ?? 0;
            const message =
              stock === 0 ? `${line.name} is out of stock.` : `Only ${stock} of ${line.name} left in stock.`;
            throw new AppError('out_of_stock', message, { order_items: [message] });
          }
          await noteStockChange(tx, product, product.stock + line.quantity, product.stock);
        }
        const [payment] = await tx
          .insert(payments)
          .values({ provider: provider.name, providerOrderId: providerOrder.id, retailerId, amountPaise })
          .returning({ id: payments.id });
        if (!payment) throw new Error('insert returned no row');
        const ids: number[] = [];
        for (const [index, wholesalerId] of wholesalerIds.entries()) {
          const subtotal = subtotals[index] ?? 0;
          const charge = charges[index] ?? 0;
          const [order] = await tx
            .insert(orders)
            .values({
              paymentId: payment.id,
              retailerId,
              wholesalerId,
              name: input.name,
              email: input.email,
              address: input.address,
              city: input.city,
              state: input.state.state_name,
              placeOfSupplyCode: input.state.state_code,
              portalCode: input.portal_code,
              orderNotes: input.order_notes,
              subtotalPaise: subtotal,
              chargePaise: charge,
              totalPaise: subtotal + charge,
            })
            .returning({ id: orders.id });
          if (!order) throw new Error('insert returned no row');
          ids.push(order.id);
          await tx.insert(orderItems).values(
            (groups.get(wholesalerId) ?? []).map((line) => ({
              orderId: order.id,
              productId: line.productId,
              productName: line.name,
              quantity: line.quantity,
              pricePaise: line.pricePaise,
              hsnCode: line.hsnCode,
              gstRate: line.gstRate,
              unit: line.unit,
              regulation: line.regulation,
              drugSchedule: line.drugSchedule,
            })),
          );
        }
        return ids;
      });

      return {
        razorpay_key: provider.keyId,
        razorpay_order_id: providerOrder.id,
        amount: amountPaise,
        currency: 'INR',
        order_ids: orderIds,
      };
    },
  };
}

export type OrderCreationService = ReturnType<typeof createOrderCreationService>;
