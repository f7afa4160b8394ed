import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import {
  brands,
  categories,
  orderItems,
  orders,
  payments,
  productImages,
  products,
  reviews,
  users,
  wholesalerProfiles,
} from '../src/db/schema.js';
import { uniqueEmail } from './accounts-fixtures.js';

/**
 * Catalogue data written straight into the tables, so each test states exactly the shelf it needs.
 * Note: the catalogue service remembers categories and brands for a minute, so a test file
 * creates its categories and brands before its first catalogue request.
 */

export type ProductType = (typeof products.$inferInsert)['productType'];
export type OrderStatus = NonNullable<(typeof orders.$inferInsert)['status']>;

export async function createCategory(db: Database, name: string, icon: string | null = null) {
  const [row] = await db.insert(categories).values({ name, icon }).returning();
  return row!;
}

export async function createBrand(db: Database, name: string, icon: string | null = null) {
  const [row] = await db.insert(brands).values({ name, icon }).returning();
  return row!;
}

/** A wholesaler account with a profile and no login, for catalogue data only. */
export async function insertWholesaler(
  db: Database,
  options: { companyName?: string; verified?: boolean; description?: string; logo?: string | null } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail('seller'),
      passwordHash: 'not-a-real-hash',
      firstName: 'Seller',
      lastName: 'Test',
      userType: 'wholesaler',
      verificationStatus: options.verified === false ? 'pending' : 'verified',
    })
    .returning();
  await db.insert(wholesalerProfiles).values({
    userId: user!.id,
    companyName: options.companyName ?? 'Test Traders',
    companyDescription: options.description ?? 'Wholesale goods.',
    gstNumber: '27AAACT1234A1Z5',
    address: '1 Market Road, Pune',
    yearsInBusiness: 5,
    logo: options.logo ?? null,
  });
  return user!;
}

/** A retailer with no login, e.g. the author of a review written straight into the table. */
export async function insertRetailer(db: Database, firstName = 'Ravi', lastName = 'Kumar') {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(`${firstName.toLowerCase()}`),
      passwordHash: 'not-a-real-hash',
      firstName,
      lastName,
      userType: 'retailer',
      verificationStatus: 'verified',
    })
    .returning();
  return user!;
}

export interface ProductInput {
  wholesalerId: number;
  name: string;
  /** Rupees, as the API speaks them; stored as paise. */
  price?: number;
  stock?: number;
  sales?: number;
  description?: string;
  specifications?: string;
  categoryId?: number | null;
  brandId?: number | null;
  sku?: string | null;
  productType?: ProductType;
  rating?: number;
  reviewCount?: number;
  archived?: boolean;
  createdAt?: Date;
  images?: Array<{ path: string; isMain?: boolean }>;
}

export async function createProduct(db: Database, input: ProductInput) {
  const [row] = await db
    .insert(products)
    .values({
      wholesalerId: input.wholesalerId,
      name: input.name,
      pricePaise: Math.round((input.price ?? 100) * 100),
      stock: input.stock ?? 10,
      sales: input.sales ?? 0,
      description: input.description ?? '',
      specifications: input.specifications ?? '',
      categoryId: input.categoryId ?? null,
      brandId: input.brandId ?? null,
      sku: input.sku ?? null,
      productType: input.productType ?? 'other',
      ratingCenti: Math.round((input.rating ?? 0) * 100),
      reviewCount: input.reviewCount ?? 0,
      archivedAt: input.archived ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  const product = row!;
  const images = input.images ?? [];
  if (images.length > 0) {
    await db.insert(productImages).values(
      images.map((image, position) => ({
        productId: product.id,
        path: image.path,
        thumbnailPath: image.path.replace(/(\.\w+)$/, '-thumb$1'),
        isMain: image.isMain ?? false,
        position,
      })),
    );
  }
  return product;
}

/** A seller, a category, a brand and one product of theirs with a picture: every kind of row a listed product is made of. */
export async function createListedProduct(db: Database) {
  const sellerId = (await insertWholesaler(db, { companyName: 'Sharma Traders' })).id;
  const categoryId = (await createCategory(db, 'Kitchen')).id;
  const brandId = (await createBrand(db, 'Acme')).id;
  const product = await createProduct(db, {
    wholesalerId: sellerId,
    name: 'Steel Ladle',
    price: 120,
    stock: 30,
    categoryId,
    brandId,
    description: '<p>Long handle.</p>',
    images: [{ path: 'products/ladle.jpg', isMain: true }],
  });
  return { sellerId, categoryId, brandId, productId: product.id };
}

export async function archiveProduct(db: Database, productId: number) {
  await db.update(products).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(products.id, productId));
}

/** A review written straight into the table, with the product's rating kept in step as the service does. */
export async function insertReview(
  db: Database,
  input: { productId: number; userId: number; rating: number; comment: string; createdAt?: Date },
) {
  const [row] = await db
    .insert(reviews)
    .values({
      productId: input.productId,
      userId: input.userId,
      rating: input.rating,
      comment: input.comment,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await db
    .update(products)
    .set({
      reviewCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${input.productId})::int`,
      ratingCenti: sql`coalesce((select round(avg(${reviews.rating}) * 100) from ${reviews} where ${reviews.productId} = ${input.productId}), 0)::int`,
    })
    .where(eq(products.id, input.productId));
  return row!;
}

/** The shipping form of every order these fixtures write straight into the table. */
export const ORDER_SHIPPING_COLUMNS = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  address: '12 Broadway',
  city: 'Kochi',
  state: 'Kerala',
  portalCode: '682031',
} as const;

let paymentCounter = 0;

/** A paid order of one product in the given status: a payment, the order and its one line. */
export async function createOrder(
  db: Database,
  input: { retailerId: number; wholesalerId: number; productId: number; status: OrderStatus; quantity?: number },
) {
  const [product] = await db.select().from(products).where(eq(products.id, input.productId));
  const quantity = input.quantity ?? 1;
  const subtotal = product!.pricePaise * quantity;
  const charge = Math.round(subtotal * 0.03);
  const [payment] = await db
    .insert(payments)
    .values({
      provider: 'sandbox',
      providerOrderId: `order_test_${Date.now()}_${++paymentCounter}`,
      providerPaymentId: input.status === 'pending' ? null : `pay_test_${paymentCounter}`,
      retailerId: input.retailerId,
      amountPaise: subtotal + charge,
      status: input.status === 'pending' ? 'created' : 'paid',
      paidAt: input.status === 'pending' ? null : new Date(),
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      paymentId: payment!.id,
      retailerId: input.retailerId,
      wholesalerId: input.wholesalerId,
      ...ORDER_SHIPPING_COLUMNS,
      subtotalPaise: subtotal,
      chargePaise: charge,
      totalPaise: subtotal + charge,
      status: input.status,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: input.productId,
    productName: product!.name,
    quantity,
    pricePaise: product!.pricePaise,
    hsnCode: product!.hsnCode,
    gstRate: product!.gstRate,
  });
  return order!;
}

export async function setOrderStatus(db: Database, orderId: number, status: OrderStatus) {
  await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Writes text into a product's description and specifications as an old or careless import might have. */
export async function storeRawRichText(
  db: Database,
  productId: number,
  html: { description?: string; specifications?: string },
) {
  await db
    .update(products)
    .set({ ...html, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** Minutes before now, for products and reviews whose order matters. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
