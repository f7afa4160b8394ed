import { sql, type SQL } from 'drizzle-orm';
import { LIST_TEXT_MAX_LENGTH } from '@marketplace/contract';
import { brands, categories, productImages, products, users, wholesalerProfiles } from '../../db/schema.js';

/**
 * A product response's JSON written by the database, byte for byte what `JSON.stringify(toProductResponse(...))`
 * writes (catalog-listing-json.test.ts): the API then reads one text per product instead of some forty
 * values, and neither maps nor serialises them. `row_to_json` of a subquery writes compact JSON with the
 * subquery's column names as keys, in its order; rupees are paise / 100 with no trailing zeros, which is how
 * JavaScript prints such a number. It is a list's product (`ProductListItem`): the description and
 * specifications come cut (`listText`) but otherwise as stored: text stored under older rich-text rules is cleaned
 * by the API (`withCurrentRichText`).
 */

/**
 * A long text as a list answers it: its first `LIST_TEXT_MAX_LENGTH` characters, cut by the database, so a list
 * of products never reads (or ships to the API) whole texts of up to 100,000 characters each.
 */
export const listText = (text: SQL) => sql<string>`left(${text}, ${sql.raw(String(LIST_TEXT_MAX_LENGTH))})`;

/** Compact JSON of the values `columns`, keyed and ordered as written (`value as key, ...`). */
const objectOf = (columns: SQL, where?: SQL) =>
  sql`(select row_to_json(value) from (select ${columns}) value${where ? sql` where ${where}` : sql``})`;

/** A JSON array of `element`s in `order`: `array_agg` then `array_to_json` (`json_agg` puts a space after commas). */
const arrayOf = (element: SQL, order: SQL) => sql`array_to_json(array_agg(${element} order by ${order}))`;

const rupees = (paise: SQL) => sql`trim_scale(${paise} / 100.0)`;

const mediaUrl = (baseUrl: string, key: SQL) => sql`${baseUrl}::text || '/' || ${key}`;

/** The pictures aggregated in a query over `product_images`, as a product response's `images`. */
export const galleryResponseJson = (mediaBaseUrl: string) =>
  arrayOf(
    objectOf(sql`${productImages.id} as id, ${mediaUrl(mediaBaseUrl, sql`${productImages.path}`)} as image,
      ${mediaUrl(mediaBaseUrl, sql`${productImages.thumbnailPath}`)} as thumbnail, ${productImages.isMain} as is_main`),
    sql`${productImages.position}, ${productImages.id}`,
  );

const priceTiersJson = sql`coalesce((select ${arrayOf(
  objectOf(
    sql`tier.element -> 'min_quantity' as min_quantity, ${rupees(sql`(tier.element ->> 'price_paise')::numeric`)} as price`,
  ),
  sql`tier.position`,
)} from jsonb_array_elements(${products.priceTiers}) with ordinality as tier(element, position)), '[]'::json)`;

/**
 * A product response's JSON as text, in a query over `products` joined to its category and brand (outer joins),
 * its seller's user and profile, and `images`, its gallery's JSON (`galleryResponseJson`) or null when it has none.
 */
export const productResponseJson = (mediaBaseUrl: string, images: SQL) =>
  sql<string>`${objectOf(sql`${products.id} as id, ${products.name} as name, ${rupees(sql`${products.pricePaise}`)} as price,
    ${products.stock} as stock, ${products.stock} as quantity, ${products.sales} as sales,
    ${listText(sql`${products.description}`)} as description,
    ${listText(sql`${products.specifications}`)} as specifications,
    coalesce(${images}, '[]'::json) as images,
    ${objectOf(sql`${categories.id} as id, ${categories.name} as name`, sql`${categories.id} is not null`)} as category,
    ${objectOf(
      sql`${brands.id} as id, ${brands.name} as name, ${mediaUrl(mediaBaseUrl, sql`${brands.icon}`)} as icon`,
      sql`${brands.id} is not null`,
    )} as brand,
    ${products.sku} as sku, ${products.productType} as product_type, ${products.hsnCode} as hsn_code,
    ${products.gstRate} as gst_rate, ${products.unit} as unit, coalesce(${categories.regulation}, 'none') as regulation,
    ${products.drugSchedule} as drug_schedule,
    ${objectOf(
      sql`${users.id} as id, ${wholesalerProfiles.companyName} as company_name,
        ${users.verificationStatus} = 'verified' as verified`,
    )} as wholesaler,
    ${rupees(sql`${products.ratingCenti}`)} as rating, ${products.reviewCount} as review_count,
    ${products.archivedAt} is not null as archived, ${products.minOrderQuantity} as min_order_quantity,
    ${products.orderMultiple} as order_multiple, ${products.maxOrderQuantity} as max_order_quantity,
    ${products.packLabel} as pack_label, ${priceTiersJson} as price_tiers`)}::text`;
