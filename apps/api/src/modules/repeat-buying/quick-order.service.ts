import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import {
  orderLineQuantity,
  purchaseRefusal,
  quickOrderMessages,
  skuKey,
  toRupees,
  type BulkOrderLine,
  type BulkOrderLineResult,
  type BulkOrderResponse,
  type RetailerDrugLicence,
  type WholesalerChoicesResponse,
} from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { products, users, wholesalerProfiles } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { isSellingSeller, notSelling } from '../catalog/selling-sellers.js';
import { orderableQuantityProblem, unitPricePaise } from '../catalog/wholesale-pricing.js';
import { retailerDrugLicence } from '../regulation/retailer-licence.js';
import {
  cartQuantities,
  placementMessages,
  selectPlacementProducts,
  setCartLine,
  type PlacementProduct,
} from './cart-placement.js';

export interface BulkOrder {
  wholesaler: number;
  lines: BulkOrderLine[];
  dry_run: boolean;
}

const unknownSku = (sku: string) => `No product with SKU "${sku}" from this wholesaler.`;
const repeatedSku = (line: number) => `This SKU is already on line ${line}; change the quantity there.`;

/** A listed product wins over an archived one with the same SKU (SKUs are unique among listed products only). */
function bySku(rows: PlacementProduct[]): Map<string, PlacementProduct> {
  const found = new Map<string, PlacementProduct>();
  for (const row of rows) {
    if (row.sku === null) continue;
    const key = skuKey(row.sku);
    const held = found.get(key);
    if (!held || (held.archivedAt && !row.archivedAt)) found.set(key, row);
  }
  return found;
}

/** Quick order: lines of SKU and quantity for one wholesaler, each checked as the cart checks a quantity. */
export function createQuickOrderService(db: Database) {
  return {
    /** Wholesalers that sell now (`isSellingSeller`) with something on sale, by name. */
    async wholesalerChoices(): Promise<WholesalerChoicesResponse> {
      const rows = await db
        .select({ id: wholesalerProfiles.userId, company_name: wholesalerProfiles.companyName })
        .from(wholesalerProfiles)
        .innerJoin(users, eq(users.id, wholesalerProfiles.userId))
        .where(
          and(
            isSellingSeller,
            exists(
              db
                .select({ one: sql`1` })
                .from(products)
                .where(and(eq(products.wholesalerId, wholesalerProfiles.userId), isNull(products.archivedAt))),
            ),
          ),
        )
        .orderBy(asc(wholesalerProfiles.companyName), asc(wholesalerProfiles.userId));
      return { results: rows };
    },

    /**
     * Checks every line (SKU of this wholesaler, still sold, a whole quantity, the licence, the quantity rules
     * and the stock, both on top of what the cart holds) and, unless `dry_run`, adds the valid ones in one
     * transaction. A SKU repeated in one request is refused on its later lines.
     */
    async bulk(retailerId: number, request: BulkOrder): Promise<BulkOrderResponse> {
      const [seller] = await db
        .select({ id: users.id, sells: sql<boolean>`${isSellingSeller}`, companyName: wholesalerProfiles.companyName })
        .from(users)
        .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, users.id))
        .where(and(eq(users.id, request.wholesaler), eq(users.userType, 'wholesaler')))
        .limit(1);
      if (!seller) throw notFound('Wholesaler');
      if (!seller.sells) throw notSelling(seller.companyName);

      return db.transaction(async (tx) => {
        const keys = [...new Set(request.lines.map((line) => skuKey(line.sku)).filter(Boolean))];
        const rows = keys.length
          ? await selectPlacementProducts(tx).where(
              and(eq(products.wholesalerId, seller.id), inArray(sql`lower(trim(${products.sku}))`, keys)),
            )
          : [];
        const found = bySku(rows);
        const inCartNow = await cartQuantities(
          tx,
          retailerId,
          [...found.values()].map((product) => product.id),
        );
        let licence: RetailerDrugLicence | null | undefined;
        const firstLineOf = new Map<string, number>();
        const additions: Array<{ productId: number; total: number }> = [];

        const check = async (line: BulkOrderLine, index: number): Promise<BulkOrderLineResult> => {
          const sku = line.sku.trim();
          const parsed = orderLineQuantity(line.quantity);
          const quantity = 'quantity' in parsed ? parsed.quantity : null;
          const refuse = (reason: string, product?: PlacementProduct): BulkOrderLineResult => ({
            sku,
            quantity,
            ok: false,
            product_id: product?.id ?? null,
            name: product?.name ?? null,
            unit_price: product ? toRupees(product.pricePaise) : null,
            reason,
          });
          if (!sku) return refuse(quickOrderMessages.skuRequired);
          const key = skuKey(sku);
          const product = found.get(key);
          if (!product) return refuse(unknownSku(sku));
          const first = firstLineOf.get(key);
          if (first === undefined) firstLineOf.set(key, index + 1);
          if (product.archivedAt) return refuse(placementMessages.noLongerSold(product.name), product);
          if ('problem' in parsed) return refuse(parsed.problem, product);
          if (first !== undefined) return refuse(repeatedSku(first), product);
          if (product.regulation === 'drug') {
            licence ??= await retailerDrugLicence(tx, retailerId);
            const refusal = purchaseRefusal(product, licence);
            if (refusal) return refuse(refusal, product);
          }
          const inCart = inCartNow.get(product.id) ?? 0;
          const total = inCart + parsed.quantity;
          const rule = orderableQuantityProblem(product, total);
          if (rule) return refuse(inCart > 0 ? `${rule} ${placementMessages.cartAlreadyHolds(inCart)}` : rule, product);
          if (total > product.stock) {
            const reason =
              product.stock <= 0
                ? placementMessages.outOfStock(product.name)
                : placementMessages.stock(product.stock, inCart);
            return refuse(reason, product);
          }
          additions.push({ productId: product.id, total });
          return {
            ...refuse('', product),
            ok: true,
            unit_price: toRupees(unitPricePaise(product, total)),
            reason: null,
          };
        };

        const results: BulkOrderLineResult[] = [];
        for (const [index, line] of request.lines.entries()) results.push(await check(line, index));
        if (!request.dry_run) {
          for (const { productId, total } of additions) await setCartLine(tx, retailerId, productId, total);
        }
        return { lines: results, added: request.dry_run ? 0 : additions.length };
      });
    },
  };
}

export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
