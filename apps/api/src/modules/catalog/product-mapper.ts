import {
  LIST_TEXT_MAX_LENGTH,
  toRupees,
  type Product,
  type PriceTier,
  type ProductImage,
  type ProductListItem,
  type WholesaleTerms,
} from '@marketplace/contract';
import type { products, StoredPriceTier } from '../../db/schema.js';
import { RICH_TEXT_RULES_VERSION, storedRichText } from '../../content/rich-text.js';
import type { MediaStorage } from '../../media/storage.js';
import type { GalleryImage, ProductRow } from './product-query.js';

export const ratingOf = (ratingCenti: number) => Math.round(ratingCenti) / 100;

export function toImageResponse(image: GalleryImage, storage: MediaStorage): ProductImage {
  return {
    id: image.id,
    image: storage.url(image.path),
    thumbnail: storage.url(image.thumbnailPath),
    is_main: image.isMain,
  };
}

type TermsColumns = Pick<
  typeof products.$inferSelect,
  'minOrderQuantity' | 'orderMultiple' | 'maxOrderQuantity' | 'packLabel' | 'priceTiers'
>;

export const toPriceTiers = (tiers: StoredPriceTier[]): PriceTier[] =>
  tiers.map((tier) => ({ min_quantity: tier.min_quantity, price: toRupees(tier.price_paise) }));

export function toWholesaleTerms(product: TermsColumns): WholesaleTerms {
  return {
    min_order_quantity: product.minOrderQuantity,
    order_multiple: product.orderMultiple,
    max_order_quantity: product.maxOrderQuantity,
    pack_label: product.packLabel,
    price_tiers: toPriceTiers(product.priceTiers),
  };
}

/**
 * `row`'s product. `memoPrefix` keeps the texts cleaned for a list apart from the whole ones, since both are
 * remembered under the product's version.
 */
export function toProductResponse(row: ProductRow, storage: MediaStorage, memoPrefix = ''): Product {
  const { product } = row;
  const version = () => `${memoPrefix}${product.id}:${Date.parse(product.updatedAt)}`;
  return {
    id: product.id,
    name: product.name,
    price: toRupees(product.pricePaise),
    stock: product.stock,
    quantity: product.stock,
    sales: product.sales,
    description: storedRichText(row.texts.description, product.richTextRules, () => `d${version()}`),
    specifications: storedRichText(row.texts.specifications, product.richTextRules, () => `s${version()}`),
    images: row.images.map((image) => toImageResponse(image, storage)),
    category: row.category,
    brand: row.brand ? { ...row.brand, icon: row.brand.icon ? storage.url(row.brand.icon) : null } : null,
    sku: product.sku,
    product_type: product.productType,
    hsn_code: product.hsnCode,
    gst_rate: product.gstRate,
    unit: product.unit,
    regulation: row.regulation,
    drug_schedule: product.drugSchedule,
    wholesaler: { id: row.seller.id, company_name: row.seller.companyName, verified: row.seller.status === 'verified' },
    rating: ratingOf(product.ratingCenti),
    review_count: product.reviewCount,
    archived: product.archivedAt !== null,
    ...toWholesaleTerms(product),
  };
}

/** `text` cut to `LIST_TEXT_MAX_LENGTH` characters (code points, as the database's `left` counts them). */
export function cutListText(text: string): string {
  if (text.length <= LIST_TEXT_MAX_LENGTH) return text;
  return Array.from(text).slice(0, LIST_TEXT_MAX_LENGTH).join('');
}

/**
 * A list's product from a row of `selectProductListItems` (texts already cut by the database). Cleaning a text
 * stored under older rules may lengthen it, so it is cut again after.
 */
export function toProductListItem(row: ProductRow, storage: MediaStorage): ProductListItem {
  const product = toProductResponse(row, storage, 'list:');
  return {
    ...product,
    description: cutListText(product.description),
    specifications: cutListText(product.specifications),
  };
}

/**
 * A product response's JSON as the database wrote it (`productResponseJson`) at `version`
 * (`productResponseVersion`), with its (cut) description and specifications cleaned as `toProductResponse` cleans
 * them when they were stored under older rules, and cut again.
 */
export function withCurrentRichText(json: string, richTextRules: number, version: string): string {
  if (richTextRules === RICH_TEXT_RULES_VERSION) return json;
  const product = JSON.parse(json) as Product;
  const clean = (text: string, key: string) => cutListText(storedRichText(text, richTextRules, () => key));
  product.description = clean(product.description, `d${product.id}|${version}`);
  product.specifications = clean(product.specifications, `s${product.id}|${version}`);
  return JSON.stringify(product);
}
