import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { toRupees, type PublicWholesalerProfileResponse, type WholesalerSpotlight } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { categories, products, users, wholesalerProfiles } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { MediaStorage } from '../../media/storage.js';
import type { CatalogService } from './catalog.service.js';
import { ratingOf, toImageResponse, toPriceTiers } from './product-mapper.js';
import { regulationColumns } from '../regulation/regulated-product.js';
import { galleryOfProduct, isListed, literalLimit, whereAll } from './product-query.js';
import { appendItems, inOrderOf } from './json-bytes.js';
import { isSellingSeller, productSellerSells } from './selling-sellers.js';

const TOP_RATED_COUNT = 8;
const SPOTLIGHT_COUNT = 3;
const PROFILE_PRODUCT_LIMIT = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const NULL_BYTES = Buffer.from('null');
const TOP_RATED_OPENING = Buffer.from(',"top_rated_products":[');

/** A wholesaler in the landing page's spotlight, as the database writes it in JSON. */
interface SpotlightRow {
  user: number;
  logo: string | null;
  companyName: string;
  description: string;
  rating: number;
}

/** The landing page and the public wholesaler pages. */
export function createStorefrontService(db: Database, storage: MediaStorage, catalog: CatalogService) {
  /**
   * Average product rating of each wholesaler, weighted by review count. Products without reviews add
   * nothing to either sum, so only reviewed ones are read.
   */
  const weightedRating = sql<number>`coalesce(sum(${products.ratingCenti} * ${products.reviewCount})::float / nullif(sum(${products.reviewCount}), 0), 0)`;
  const sellerRatings = db
    .select({ wholesalerId: products.wholesalerId, rating: weightedRating.as('rating') })
    .from(products)
    .where(and(isListed, sql`${products.reviewCount} > 0`))
    .groupBy(products.wholesalerId)
    .as('seller_ratings');
  const sellerRating = sql<number>`coalesce(${sellerRatings.rating}, 0)`;
  const hasListedProducts = sql`exists (select 1 from ${products} where ${products.wholesalerId} = ${wholesalerProfiles.userId} and ${isListed})`;

  // The landing page's picks in one statement of fixed shape: prepared once, planned once per connection. The
  // conditions of the partial indexes (`stock > 0`, `review_count > 0`) and the limits are written into the SQL,
  // not sent as parameters: only then is a plan made once as cheap as one made per execution (else each is
  // planned anew). Only the products' ids are read: their JSON is the listing's (`catalog.productsJson`).
  const inStock = whereAll([isListed, sql`${products.stock} > 0`, productSellerSells]);
  const spotlightRows = db
    .select({
      spot: sql`json_build_object('user', ${wholesalerProfiles.userId}, 'logo', ${wholesalerProfiles.logo},
        'companyName', ${wholesalerProfiles.companyName}, 'description', ${wholesalerProfiles.companyDescription},
        'rating', ${sellerRating})`,
    })
    .from(wholesalerProfiles)
    .innerJoin(users, eq(users.id, wholesalerProfiles.userId))
    .leftJoin(sellerRatings, eq(sellerRatings.wholesalerId, wholesalerProfiles.userId))
    .where(and(isSellingSeller, hasListedProducts))
    .orderBy(desc(sellerRating), wholesalerProfiles.userId)
    .limit(literalLimit(SPOTLIGHT_COUNT));
  // The day picks a point between the lowest and highest id in stock; the deal is the first product in stock
  // from there. Both ends come from the primary key, so a large catalogue is never counted or skipped through.
  // Inside the subquery, "products" is the subquery's own table.
  const dealId = db
    .select({ id: products.id })
    .from(products)
    .where(
      whereAll([
        inStock,
        gte(
          products.id,
          sql`(select min(${products.id}) + ${sql.placeholder('day')} % (max(${products.id}) - min(${products.id}) + 1) from ${products} where ${inStock})`,
        ),
      ]),
    )
    .orderBy(products.id)
    .limit(literalLimit(1));
  const topRatedIds = db
    .select({ id: products.id })
    .from(products)
    .where(inStock)
    .orderBy(desc(products.ratingCenti), desc(products.reviewCount), desc(products.id))
    .limit(literalLimit(TOP_RATED_COUNT));
  // ARRAY(...) keeps its query's order.
  const homePicks = db
    .select({
      dealId: sql<number | null>`${dealId}`,
      topRatedIds: sql<number[]>`array${topRatedIds}`,
      spotlight: sql<SpotlightRow[]>`to_json(array${spotlightRows})`,
    })
    .from(sql`(select) as "picks"`)
    .prepare('home_picks');

  const toSpotlight = (row: SpotlightRow): WholesalerSpotlight => ({
    user: row.user,
    logo: row.logo ? storage.url(row.logo) : null,
    company_name: row.companyName,
    company_description: row.description,
    verified: true,
    rating: ratingOf(row.rating),
  });

  return {
    /**
     * The landing page's answer, UTF-8 encoded, byte for byte `JSON.stringify` of a `HomeDataResponse`. The deal
     * is the same product all day, a different one each day.
     */
    async homeData(): Promise<Buffer> {
      const [lookup, [picks]] = await Promise.all([
        catalog.categoriesAndBrands(),
        homePicks.execute({ day: Math.floor(Date.now() / DAY_MS) }),
      ]);
      const { dealId, topRatedIds, spotlight } = picks!;
      // The deal may be among the top rated: each product is read once.
      const json = await catalog.productsJson([...new Set(dealId === null ? topRatedIds : [dealId, ...topRatedIds])]);
      const deal = dealId === null ? undefined : json.get(dealId);
      const opening = `{"featured_categories":${JSON.stringify(lookup.categories)},"deal_of_the_day":`;
      const topRated = inOrderOf(topRatedIds, json);
      const closing = `],"wholesaler_spotlight":${JSON.stringify(spotlight.map(toSpotlight))}}`;
      const parts = appendItems([Buffer.from(opening), deal ?? NULL_BYTES, TOP_RATED_OPENING], topRated);
      return Buffer.concat([...parts, Buffer.from(closing)]);
    },

    /**
     * A seller that does not sell (pending, rejected or suspended) has no public page: 404, as for an unknown id,
     * so the page tells nobody why.
     */
    async wholesalerProfile(wholesalerId: number): Promise<PublicWholesalerProfileResponse> {
      const [row] = await db
        .select({ profile: wholesalerProfiles, status: users.verificationStatus })
        .from(wholesalerProfiles)
        .innerJoin(users, eq(users.id, wholesalerProfiles.userId))
        .where(and(eq(wholesalerProfiles.userId, wholesalerId), isSellingSeller))
        .limit(1);
      if (!row) throw notFound('Wholesaler');
      const listed = whereAll([isListed, eq(products.wholesalerId, wholesalerId)]);
      const [productRows, [totals]] = await Promise.all([
        db
          .select({
            id: products.id,
            name: products.name,
            pricePaise: products.pricePaise,
            stock: products.stock,
            minOrderQuantity: products.minOrderQuantity,
            priceTiers: products.priceTiers,
            images: galleryOfProduct,
            ...regulationColumns,
          })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(listed)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(PROFILE_PRODUCT_LIMIT),
        db
          .select({ count: sql<number>`count(*)::int`, rating: weightedRating })
          .from(products)
          .where(listed),
      ]);
      const { profile } = row;
      return {
        user: profile.userId,
        company_name: profile.companyName,
        logo: profile.logo ? storage.url(profile.logo) : null,
        company_description: profile.companyDescription,
        years_in_business: profile.yearsInBusiness,
        verified: row.status === 'verified',
        address: profile.address,
        rating: ratingOf(Number(totals?.rating ?? 0)),
        min_order_value: toRupees(profile.minOrderValuePaise),
        product_count: totals?.count ?? 0,
        products: productRows.map((product) => ({
          id: product.id,
          name: product.name,
          price: toRupees(product.pricePaise),
          stock: product.stock,
          images: product.images.map((image) => toImageResponse(image, storage)),
          min_order_quantity: product.minOrderQuantity,
          price_tiers: toPriceTiers(product.priceTiers),
          regulation: product.regulation,
          drug_schedule: product.drugSchedule,
        })),
      };
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
