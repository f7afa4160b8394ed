import {
  and,
  eq,
  getTableColumns,
  isNull,
  sql,
  type InferModelFromColumns,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { regulationColumns } from '../regulation/regulated-product.js';
import { galleryResponseJson, listText } from './product-json.js';
import { brands, categories, productImages, products, users, wholesalerProfiles } from '../../db/schema.js';

/** What a product response shows of a picture. */
export type GalleryImage = Pick<typeof productImages.$inferSelect, 'id' | 'path' | 'thumbnailPath' | 'isMain'>;

/** Pictures in a gallery's order, as one JSON array: what every product response's gallery is made of. */
const galleryJson = sql<GalleryImage[]>`json_agg(json_build_object(
    'id', ${productImages.id}, 'path', ${productImages.path},
    'thumbnailPath', ${productImages.thumbnailPath}, 'isMain', ${productImages.isMain}
  ) order by ${productImages.position}, ${productImages.id})`;

/** A product's gallery in order, built by the database so that products and pictures come in one query. */
export const galleryOfProduct = sql<GalleryImage[]>`coalesce((
  select ${galleryJson} from ${productImages} where ${productImages.productId} = ${products.id}
), '[]')`;

/**
 * The galleries of the products `ids` as their responses show them, with their versions, one row for each that
 * has pictures, to be joined to a page of products: one read of the pictures for the whole page, where
 * `galleryOfProduct` reads once per product. On PGlite each of those reads also asks the file system for the
 * pictures table's size.
 */
export function galleriesOf(db: Database, ids: SQL | Placeholder, mediaBaseUrl: string) {
  return db
    .select({
      productId: productImages.productId,
      json: galleryResponseJson(mediaBaseUrl).as('json'),
      versions:
        sql<string>`string_agg(${productImages.id}::text || '.' || ${productImages}.xmin::text, ',' order by ${productImages.id})`.as(
          'versions',
        ),
    })
    .from(productImages)
    .where(sql`${productImages.productId} = any(${ids})`)
    .groupBy(productImages.productId)
    .as('gallery');
}

/**
 * The product columns a product response reads, but for the two long texts, which are read as they are. Left
 * out: those only the listing index reads (the lower-cased name, the last change), the ids of the category,
 * brand and seller (their rows are joined) and the creation time. Every key costs the database a value written
 * into JSON for each row, and the API a value parsed.
 */
const {
  nameLower: _nameLower,
  listingChangedBy: _listingChangedBy,
  wholesalerId: _wholesalerId,
  categoryId: _categoryId,
  brandId: _brandId,
  createdAt: _createdAt,
  description,
  specifications,
  ...productColumns
} = getTableColumns(products);

/** Those columns as the database writes them in JSON: times are ISO 8601 text. */
export type StoredProduct = Omit<InferModelFromColumns<typeof productColumns>, 'updatedAt' | 'archivedAt'> & {
  updatedAt: string;
  archivedAt: string | null;
};

/**
 * A product's short columns as one JSON object keyed like the schema: the drivers then read one field of each
 * row (JSON.parse) instead of some thirty, each decoded and mapped on its own. The description and specifications
 * stay columns of their own: written into JSON, every character of them would be checked for escaping.
 */
const productAsJson = sql<StoredProduct>`json_build_object(${sql.join(
  Object.entries(productColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

/** The columns every product response needs: the product, its gallery, category, brand and seller. */
const productFields = {
  product: productAsJson,
  texts: { description, specifications },
  images: galleryOfProduct,
  category: { id: categories.id, name: categories.name },
  regulation: regulationColumns.regulation,
  brand: { id: brands.id, name: brands.name, icon: brands.icon },
  seller: { id: users.id, companyName: wholesalerProfiles.companyName, status: users.verificationStatus },
};

/** How a product is joined to the rows every product response reads: its category, brand and seller. */
const joinedTo = {
  category: eq(categories.id, products.categoryId),
  brand: eq(brands.id, products.brandId),
  seller: eq(users.id, products.wholesalerId),
  sellerProfile: eq(wholesalerProfiles.userId, products.wholesalerId),
};

/** Products with what every product response needs, and any `extra` values read alongside in the same query. */
export function selectProducts<Extra extends Record<string, SQL>>(db: Database, extra?: Extra) {
  return db
    .select({ ...productFields, ...(extra as Extra) })
    .from(products)
    .leftJoin(categories, joinedTo.category)
    .leftJoin(brands, joinedTo.brand)
    .innerJoin(users, joinedTo.seller)
    .innerJoin(wholesalerProfiles, joinedTo.sellerProfile);
}

/** Products as lists show them (`ProductListItem`): as `selectProducts`, but with the long texts cut. */
export function selectProductListItems(db: Database) {
  return db
    .select({
      ...productFields,
      texts: { description: listText(sql`${description}`), specifications: listText(sql`${specifications}`) },
    })
    .from(products)
    .leftJoin(categories, joinedTo.category)
    .leftJoin(brands, joinedTo.brand)
    .innerJoin(users, joinedTo.seller)
    .innerJoin(wholesalerProfiles, joinedTo.sellerProfile);
}

/**
 * Changes whenever a row a product response is made of changes: the transaction id of each row's version
 * (`xmin`, new with every insert and update) of the product, its category, brand and seller, and of each of its
 * pictures (`galleriesOf(...).versions`). Only committed versions are read, so the same version stands for the
 * same response. The ids are 32-bit and come round again after 2^32 transactions: a write to a row then matches
 * an older version only if its transaction id equals that version's exactly, a chance of 1 in 2^32.
 */
export const productResponseVersion = (galleryVersions: SQL.Aliased<string>) =>
  sql<string>`concat(${products}.xmin, '|', ${categories}.xmin, '|', ${brands}.xmin, '|', ${users}.xmin, '|', ${wholesalerProfiles}.xmin, '|', ${galleryVersions})`;

/** Products' ids and response versions, and the `extra` values read alongside in the same query. */
export function selectProductVersions<Extra extends Record<string, SQL>>(
  db: Database,
  galleryVersions: SQL.Aliased<string>,
  extra: Extra,
) {
  return db
    .select({ id: products.id, version: productResponseVersion(galleryVersions), ...extra })
    .from(products)
    .leftJoin(categories, joinedTo.category)
    .leftJoin(brands, joinedTo.brand)
    .innerJoin(users, joinedTo.seller)
    .innerJoin(wholesalerProfiles, joinedTo.sellerProfile);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts<Record<never, SQL>>>['execute']>>[number];

export const isListed = isNull(products.archivedAt);

/**
 * A LIMIT written into the SQL rather than sent as a parameter. A prepared statement whose limit is a
 * parameter gets a plan made once only if that plan is as cheap as one made for each execution, and a plan
 * that does not know the limit rarely is: the statement would then be planned again on every execution.
 * Drizzle's `limit()` is typed for a number or a placeholder but writes an SQL chunk as it is, hence the cast.
 */
export const literalLimit = (count: number) => sql.raw(String(Math.trunc(count))) as unknown as number;

export function whereAll(conditions: Array<SQL | undefined>): SQL | undefined {
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}
