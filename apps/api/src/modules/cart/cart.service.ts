import { and, asc, eq, sql } from 'drizzle-orm';
import {
  orderTotalsPaise,
  toRupees,
  type AddToCartResponse,
  type CartLine,
  type CartResponse,
} from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { cartItems, productImages, products, wholesalerProfiles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { MediaStorage } from '../../media/storage.js';
import { isListed } from '../catalog/product-query.js';

const outOfStock = (stock: number) =>
  new AppError('out_of_stock', stock === 0 ? 'This product is out of stock.' : `Only ${stock} left in stock.`, {
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
        name: products.name,
        pricePaise: products.pricePaise,
        stock: products.stock,
        wholesalerId: products.wholesalerId,
        companyName: wholesalerProfiles.companyName,
        image: sql<string | null>`(${mainImage})`,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, products.wholesalerId))
      .where(and(eq(cartItems.userId, retailerId), isListed))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
    const items: CartLine[] = rows.map((row) => ({
      product: row.productId,
      name: row.name,
      price: toRupees(row.pricePaise),
      stock: row.stock,
      quantity: row.quantity,
      image: row.image ? storage.url(row.image) : null,
      wholesaler: { id: row.wholesalerId, company_name: row.companyName },
    }));
    return {
      items,
      total_items: items.reduce((sum, item) => sum + item.quantity, 0),
      total_unique_items: items.length,
      subtotal: toRupees(orderTotalsPaise(items).subtotal),
    };
  }

  return {
    read,

    /** Adds to (or with `set`, replaces) a line after checking the product exists and the stock covers it. */
    async add(
      retailerId: number,
      productId: number,
      quantity: number,
      mode: 'add' | 'set',
    ): Promise<AddToCartResponse> {
      await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ stock: products.stock })
          .from(products)
          .where(and(eq(products.id, productId), isListed))
          .limit(1);
        if (!product) throw notFound('Product');
        const [line] = await tx
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, retailerId), eq(cartItems.productId, productId)))
          .limit(1);
        const wanted = mode === 'add' ? (line?.quantity ?? 0) + quantity : quantity;
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
