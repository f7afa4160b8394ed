import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type CatalogResponse,
  type HomeDataResponse,
  type PublicWholesalerProfileResponse,
} from '@marketplace/contract';
import { hashPassword } from '../src/auth/passwords.js';
import { products, users } from '../src/db/schema.js';
import {
  ADMIN_PASSWORD,
  signUpRetailer,
  signUpVerifiedWholesaler,
  uniqueEmail,
  wholesalerForm,
  type Account,
} from './accounts-fixtures.js';
import { call, useTwoCachingProcesses, type ApiProcess } from './api-processes.js';
import { createCategory } from './catalog-fixtures.js';
import { eventually } from './eventually.js';
import {
  checkoutAndPay,
  insertProduct,
  orderPayload,
  postOrder,
  putInServerCart,
  useOrderTestApp,
  type ShelfProduct,
} from './order-fixtures.js';
import { bulkOrder, clearStoredCart, reorder, storedCart } from './repeat-buying-fixtures.js';
import { addToCart, cartOf, orderFootprint, stockOf } from './wholesale-fixtures.js';

/**
 * A seller sells only while it is a verified wholesaler and not suspended. The catalogue keeps answers (the
 * response cache and its early answers), products' JSON, generations of them and a listing index in memory: each
 * test fills them first, so a product that still showed after its seller stopped selling would come from one of them.
 */

// Kept for five minutes, as in production: only the invalidation a change causes can make a new answer show.
const ctx = useOrderTestApp({ catalogCacheSeconds: 300 });
const db = () => ctx.database.db;

type Standing = 'rejected' | 'pending' | 'suspended';

/**
 * Changes a seller's standing in the account's row alone (the database marks its products for the listing index);
 * then what the route's successful answer does, clearing the answers kept in this process and announcing it to the
 * others.
 */
async function setStanding(sellerId: number, standing: Standing | 'selling') {
  const columns =
    standing === 'suspended'
      ? { suspendedAt: new Date(), suspensionReason: 'Complaints about fake goods' }
      : standing === 'selling'
        ? { verificationStatus: 'verified' as const, suspendedAt: null, suspensionReason: null }
        : { verificationStatus: standing };
  await db().update(users).set(columns).where(eq(users.id, sellerId));
  ctx.app.services.cacheInvalidation.invalidate();
}

const get = (url: string, account?: Account) =>
  ctx.app.inject({ method: 'GET', url, headers: account ? account.auth : {} });

const notSellingBody = (company: string) => {
  const message = `${company} is not selling on the marketplace at the moment.`;
  return { code: 'conflict', detail: message, error: message };
};

let category: { id: number; name: string };
let retailer: Account;
let otherSeller: Account;
let otherProduct: ShelfProduct;

beforeAll(async () => {
  // Categories are read once a minute: made before the first catalogue request.
  category = await createCategory(db(), 'Lamps and Lanterns');
  retailer = await signUpRetailer(ctx.app, { shop_name: 'Nair Provisions' });
  otherSeller = await signUpVerifiedWholesaler(ctx.app, db(), { companyName: 'Kapoor Traders' });
  otherProduct = await insertProduct(db(), { wholesalerId: otherSeller.id, name: 'Brass Diya', price: 40 });
  ctx.app.services.cacheInvalidation.invalidate();
});

/** What the catalogue shows of one product and its seller, through every public answer. */
async function shown(productId: number, sellerId: number, name: string) {
  const listing = (await get(`${apiPaths.products}?page_size=100`)).json() as CatalogResponse;
  const search = (
    await get(`${apiPaths.products}?q=${encodeURIComponent(name.toLowerCase())}`)
  ).json() as CatalogResponse;
  const inCategory = (
    await get(`${apiPaths.products}?category=${category.id}&page_size=100`)
  ).json() as CatalogResponse;
  const detail = await get(apiPaths.product(productId));
  const home = (await get(apiPaths.homeData)).json() as HomeDataResponse;
  const page = await get(apiPaths.wholesalerProfile(sellerId));
  return {
    listed: listing.products.some((product) => product.id === productId),
    listingCount: listing.count,
    found: search.products.map((product) => product.id),
    inCategory: inCategory.products.some((product) => product.id === productId),
    detail: detail.statusCode,
    topRated: home.top_rated_products.some((product) => product.id === productId),
    deal: home.deal_of_the_day?.id === productId,
    spotlight: home.wholesaler_spotlight.some((seller) => seller.user === sellerId),
    page: page.statusCode,
    pageProducts:
      page.statusCode === 200
        ? (page.json() as PublicWholesalerProfileResponse).products.map((product) => product.id)
        : null,
  };
}

describe.each<Standing>(['rejected', 'pending', 'suspended'])('a %s seller', (standing) => {
  const company = `Lantern House ${standing}`;
  const name = `Zircon Lamp ${standing}`;
  let seller: Account;
  let lamp: ShelfProduct;
  let lantern: ShelfProduct;
  let earlierOrderId: number;

  beforeAll(async () => {
    seller = await signUpVerifiedWholesaler(ctx.app, db(), { companyName: company });
    lamp = await insertProduct(db(), { wholesalerId: seller.id, name, price: 250, stock: 40 });
    lantern = await insertProduct(db(), { wholesalerId: seller.id, name: `Storm Lantern ${standing}`, price: 90 });
    // Best rated of all and in the category: on the landing page and the category's page.
    await db()
      .update(products)
      .set({ categoryId: category.id, ratingCenti: 500, reviewCount: 999, sku: `ZL-${standing}` })
      .where(eq(products.id, lamp.id));
    ctx.app.services.cacheInvalidation.invalidate();
    earlierOrderId = (await checkoutAndPay(ctx.app, retailer, [{ product: lamp, quantity: 2 }])).order_ids[0]!;
    await clearStoredCart(db(), retailer.id);
    await putInServerCart(db(), retailer.id, lantern.id, 3);
  });

  it('leaves the catalogue at once, and comes back once it sells again', async () => {
    const before = await shown(lamp.id, seller.id, name);
    expect(before).toMatchObject({
      listed: true,
      found: [lamp.id],
      inCategory: true,
      detail: 200,
      topRated: true,
      page: 200,
      pageProducts: expect.arrayContaining([lamp.id, lantern.id]),
    });
    // Asked twice: the second answers come from what the first kept.
    expect(await shown(lamp.id, seller.id, name)).toEqual(before);

    await setStanding(seller.id, standing);
    const hidden = await shown(lamp.id, seller.id, name);
    expect(hidden).toEqual({
      listed: false,
      listingCount: before.listingCount - 2,
      found: [],
      inCategory: false,
      detail: 404,
      topRated: false,
      deal: false,
      spotlight: false,
      page: 404,
      pageProducts: null,
    });
    expect((await get(apiPaths.product(lantern.id))).statusCode).toBe(404);
    // The seller's own inventory still holds them.
    const inventory = await ctx.app.services.inventory.list(seller.id);
    expect(inventory.products.map((product) => product.id).sort((a, b) => a - b)).toEqual([lamp.id, lantern.id]);
    expect(inventory.product_count).toBe(2);

    await setStanding(seller.id, 'selling');
    expect(await shown(lamp.id, seller.id, name)).toMatchObject({
      listed: true,
      listingCount: before.listingCount,
      found: [lamp.id],
      inCategory: true,
      detail: 200,
      topRated: true,
      page: 200,
    });
  });

  it('refuses every path that takes a quantity, naming the seller, and changes nothing', async () => {
    await setStanding(seller.id, standing);
    const refusal = notSellingBody(company);
    const cartBefore = await storedCart(db(), retailer.id);

    const added = await addToCart(ctx.app, retailer, { product: lamp.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(409);
    expect(added.json()).toEqual(refusal);
    const updated = await addToCart(ctx.app, retailer, { product: lantern.id, quantity: 5, mode: 'set' });
    expect(updated.statusCode, updated.body).toBe(409);
    expect(updated.json()).toEqual(refusal);

    // The line already in the cart stays stored but out of the cart's answer, its totals and sellers.
    const cart = await cartOf(ctx.app, retailer);
    expect(cart.items.map((line) => line.product)).not.toContain(lantern.id);
    expect(cart.wholesalers.map((one) => one.id)).not.toContain(seller.id);

    const footprint = await orderFootprint(db(), retailer.id);
    const stock = { lamp: await stockOf(db(), lamp.id), other: await stockOf(db(), otherProduct.id) };
    const ordered = await postOrder(
      ctx.app,
      retailer,
      orderPayload([
        { product: otherProduct, quantity: 1 },
        { product: lantern, quantity: 3 },
      ]),
    );
    expect(ordered.statusCode, ordered.body).toBe(409);
    expect(ordered.json()).toEqual(refusal);
    expect(await orderFootprint(db(), retailer.id)).toEqual(footprint);
    expect({ lamp: await stockOf(db(), lamp.id), other: await stockOf(db(), otherProduct.id) }).toEqual(stock);

    const quick = await bulkOrder(ctx.app, retailer, {
      wholesaler: seller.id,
      lines: [{ sku: `ZL-${standing}`, quantity: 2 }],
    });
    expect(quick.statusCode, quick.body).toBe(409);
    expect(quick.json()).toEqual(refusal);
    const choices = (await get(apiPaths.wholesalers, retailer)).json() as { results: Array<{ id: number }> };
    expect(choices.results.map((one) => one.id)).not.toContain(seller.id);

    const again = await reorder(ctx.app, retailer, earlierOrderId);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual(refusal);

    expect(await storedCart(db(), retailer.id)).toEqual(cartBefore);

    // Selling again, the same requests go through.
    await setStanding(seller.id, 'selling');
    expect((await addToCart(ctx.app, retailer, { product: lamp.id, quantity: 1 })).statusCode).toBe(200);
    expect((await cartOf(ctx.app, retailer)).items.map((line) => line.product)).toEqual(
      expect.arrayContaining([lamp.id, lantern.id]),
    );
    expect((await reorder(ctx.app, retailer, earlierOrderId)).statusCode).toBe(200);
  });
});

describe('a seller that stops selling while a checkout is on its way', () => {
  it('is refused when its stock is reserved, and the whole order with it', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, db(), { companyName: 'Late Lamps' });
    const lamp = await insertProduct(db(), { wholesalerId: seller.id, name: 'Oil Lamp', price: 75, stock: 9 });
    const footprint = await orderFootprint(db(), retailer.id);
    const otherStock = await stockOf(db(), otherProduct.id);
    // Suspended between the pricing of the lines and the reservation of their stock.
    const provider = ctx.app.services.provider;
    const createProviderOrder = provider.createOrder.bind(provider);
    provider.createOrder = async (input) => {
      await setStanding(seller.id, 'suspended');
      return createProviderOrder(input);
    };
    try {
      const ordered = await postOrder(
        ctx.app,
        retailer,
        orderPayload([
          { product: otherProduct, quantity: 1 },
          { product: lamp, quantity: 2 },
        ]),
      );
      expect(ordered.statusCode, ordered.body).toBe(409);
      expect(ordered.json()).toEqual(notSellingBody('Late Lamps'));
    } finally {
      provider.createOrder = createProviderOrder;
    }
    expect(await orderFootprint(db(), retailer.id)).toEqual(footprint);
    expect(await stockOf(db(), lamp.id)).toBe(9);
    expect(await stockOf(db(), otherProduct.id)).toBe(otherStock);
  });
});

/**
 * Two real API processes on one PostgreSQL database, each keeping catalogue answers for five minutes: the second
 * stops showing a seller's product only because the first told it, and its listing index learnt of the change.
 */
describe.skipIf(!process.env.DATABASE_URL)('a rejection through one API process', () => {
  const processes = useTwoCachingProcesses('not_selling');

  it('takes the product out of the other process and brings it back after verification', async () => {
    const { apis, sql } = processes;
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const form = wholesalerForm({ companyName: 'Twin City Lamps' });
    const registered = await call(first, 'POST', apiPaths.register, form);
    expect(registered.status).toBe(201);
    const sellerId = registered.body.id as number;
    await sql.query(`update users set verification_status = 'verified' where id = $1`, [sellerId]);
    const adminEmail = uniqueEmail('admin');
    await sql.query(
      `insert into users (email, password_hash, first_name, last_name, user_type, verification_status)
       values ($1, $2, 'Administrator', '', 'admin', 'verified')`,
      [adminEmail, await hashPassword(ADMIN_PASSWORD)],
    );
    const admin = await call(first, 'POST', apiPaths.login, {
      username: adminEmail,
      password: ADMIN_PASSWORD,
      user_type: 'admin',
    });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const adminToken = admin.body.access as string;
    const inserted = await sql.query<{ id: number }>(
      `insert into products (wholesaler_id, name, price_paise, stock, product_type)
       values ($1, 'Twin lamp', 10000, 10, 'other') returning id`,
      [sellerId],
    );
    const productId = inserted.rows[0]!.id;

    const shownBySecond = async () => {
      const [detail, listing] = await Promise.all([
        call(second, 'GET', apiPaths.product(productId)),
        call(second, 'GET', `${apiPaths.products}?q=twin`),
      ]);
      const listed = (listing.body.products as Array<{ id: number }>).map((one) => one.id);
      return { detail: detail.status, listed, count: listing.body.count };
    };
    const decide = async (decision: 'reject' | 'verify') => {
      const version = await sql.query<{ version: number }>(
        'select version from wholesaler_profiles where user_id = $1',
        [sellerId],
      );
      const path = decision === 'reject' ? apiPaths.adminRejectWholesaler : apiPaths.adminVerifyWholesaler;
      const answer = await call(first, 'POST', path(sellerId), { version: version.rows[0]!.version }, adminToken);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    const selling = { detail: 200, listed: [productId], count: 1 };
    expect(await shownBySecond()).toEqual(selling);
    await decide('reject');
    expect(
      await eventually('the product gone from the other process', async () => {
        const shown = await shownBySecond();
        return shown.detail === 404 && shown.count === 0 ? shown : undefined;
      }),
    ).toEqual({ detail: 404, listed: [], count: 0 });

    await decide('verify');
    expect(
      await eventually('the product back in the other process', async () => {
        const shown = await shownBySecond();
        // The two answers are cleared by one announcement, which may come between them.
        return shown.detail === 200 && shown.count === 1 ? shown : undefined;
      }),
    ).toEqual(selling);
  });
});
