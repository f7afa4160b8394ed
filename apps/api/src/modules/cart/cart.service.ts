import { and, asc, eq, sql } from 'drizzle-orm';
import {
  quantityMessages,
  shortfallPaise,
  toRupees,
  type AddToCartResponse,
  type CartLine,
  type CartResponse,
} from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { cartItems, categories, productImages, products, users, wholesalerProfiles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { MediaStorage } from '../../media/storage.js';
import { toWholesaleTerms } from '../catalog/product-mapper.js';
import { isListed } from '../catalog/product-query.js';
import { isSellingSeller, notSelling, productSellerSells } from '../catalog/selling-sellers.js';
import { assertOrderableQuantity, pricingColumns, unitPricePaise } from '../catalog/wholesale-pricing.js';
import { regulationColumns } from '../regulation/regulated-product.js';
import { assertMayBuy, retailerDrugLicence } from '../regulation/retailer-licence.js';

const outOfStock = (stock: number) =>
  new AppError('out_of_stock', quantityMessages.aboveStock(stock), {
    quantity: [stock === 0 ? 'This product is out of stock.' : `You can add at most ${stock} of this product.`],
  });

/** The retailer's cart kept on the server, so it follows the retailer from device to device. */
export function createCartService(db: Database, storage: MediaStorage) {
  async function read(retailerId: number): Promise<CartResponse> {
    const mainImage = db
      .select({ path: productImages.thumbnailPath })
      .from(productImages)
      .where(eq(productImages.productId, products.id))
      .orderBy(sql`${productImages.isMain} desc`, asc(productImages.position))
      .limit(1);
    const rows = await db
      .select({
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        product: pricingColumns,
        companyName: wholesalerProfiles.companyName,
        minOrderValuePaise: wholesalerProfiles.minOrderValuePaise,
        image: sql<string | null>`(${mainImage})`,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, products.wholesalerId))
      // Lines of a seller that does not sell now stay stored but out of the cart, as archived products' lines do:
      // nothing in the cart, its totals or the sellers' minimums is what cannot be bought.
      .where(and(eq(cartItems.userId, retailerId), isListed, productSellerSells))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
    const sellers = new Map<number, { company_name: string; subtotalPaise: number; minPaise: number }>();
    const items: CartLine[] = rows.map(({ product, ...row }) => {
      const unitPaise = unitPricePaise(product, row.quantity);
      const seller = sellers.get(product.wholesalerId) ?? {
        company_name: row.companyName,
        subtotalPaise: 0,
        minPaise: row.minOrderValuePaise,
      };
      seller.subtotalPaise += unitPaise * row.quantity;
      sellers.set(product.wholesalerId, seller);
      return {
        product: row.productId,
        name: product.name,
        price: toRupees(product.pricePaise),
        unit_price: toRupees(unitPaise),
        stock: product.stock,
        quantity: row.quantity,
        image: row.image ? storage.url(row.image) : null,
        wholesaler: { id: product.wholesalerId, company_name: row.companyName },
        ...toWholesaleTerms(product),
      };
    });
    const wholesalers = [...sellers].map(([id, seller]) => ({
      id,
      company_name: seller.company_name,
      subtotal: toRupees(seller.subtotalPaise),
      min_order_value: toRupees(seller.minPaise),
      shortfall: toRupees(shortfallPaise(seller.subtotalPaise, seller.minPaise)),
    }));
    return {
      items,
      total_items: items.reduce((sum, item) => sum + item.quantity, 0),
      total_unique_items: items.length,
      subtotal: toRupees([...sellers.values()].reduce((sum, seller) => sum + seller.subtotalPaise, 0)),
      wholesalers,
    };
  }

  return {
    read,

    /**
     * Adds to (or with `set`, replaces) a line after checking the product exists, the resulting quantity keeps
     * its wholesale rules and the stock covers it.
     */
    async add(
      retailerId: number,
      productId: number,
      quantity: number,
      mode: 'add' | 'set',
    ): Promise<AddToCartResponse> {
      await db.transaction(async (tx) => {
        const [product] = await tx
          .select({
            ...pricingColumns,
            ...regulationColumns,
            sellerSells: sql<boolean>`${isSellingSeller}`,
            companyName: wholesalerProfiles.companyName,
          })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .innerJoin(users, eq(users.id, products.wholesalerId))
          .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, products.wholesalerId))
          .where(and(eq(products.id, productId), isListed))
          .limit(1);
        if (!product) throw notFound('Product');
        if (!product.sellerSells) throw notSelling(product.companyName);
        if (product.regulation === 'drug') assertMayBuy(product, await retailerDrugLicence(tx, retailerId), 'product');
        const [line] = await tx
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, retailerId), eq(cartItems.productId, productId)))
          .limit(1);
        const wanted = mode === 'add' ? (line?.quantity ?? 0) + quantity : quantity;
        assertOrderableQuantity(product, wanted, 'quantity');
        if (wanted > product.stock) throw outOfStock(product.stock);
        await tx
          .insert(cartItems)
          .values({ userId: retailerId, productId, quantity: wanted })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.productId],
            set: { quantity: wanted, updatedAt: new Date() },
          });
      });
      const cart = await read(retailerId);
      const item = cart.items.find((line) => line.product === productId);
      if (!item) throw notFound('Product');
      return { ...cart, item };
    },

    async remove(retailerId: number, productId: number): Promise<CartResponse> {
      await db.delete(cartItems).where(and(eq(cartItems.userId, retailerId), eq(cartItems.productId, productId)));
      return read(retailerId);
    },

    async empty(retailerId: number): Promise<CartResponse> {
      await db.delete(cartItems).where(eq(cartItems.userId, retailerId));
      return read(retailerId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
