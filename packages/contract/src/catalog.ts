import { z } from 'zod';
import { emptyToUndefined } from './form-fields.js';
import { wholesaleTerms } from './wholesale/terms.js';
import { DRUG_SCHEDULES, REGULATIONS } from './regulation/rules.js';
import { QUANTITY_UNITS } from './gst/units.js';
import {
  DEFAULT_SORT,
  LIST_TEXT_MAX_LENGTH,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
} from './constants.js';

export const category = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string().nullable(),
  /** Defaults a new product of this category starts from. */
  hsn_code: z.string(),
  gst_rate: z.number(),
  /** What selling its products needs: `drug` a drug licence on both sides, `food` the seller's FSSAI licence. */
  regulation: z.enum(REGULATIONS),
});
export type Category = z.infer<typeof category>;
export const brand = z.object({ id: z.number(), name: z.string(), icon: z.string().nullable() });
export type Brand = z.infer<typeof brand>;

export const productImage = z.object({
  id: z.number(),
  /** Large rendition, for the product page. */
  image: z.string(),
  /** Small rendition, for grids and carts. */
  thumbnail: z.string(),
  is_main: z.boolean(),
});
export type ProductImage = z.infer<typeof productImage>;

export const productSeller = z.object({ id: z.number(), company_name: z.string(), verified: z.boolean() });

export const product = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  stock: z.number(),
  /** The same figure as stock: the quantity available to order. */
  quantity: z.number(),
  sales: z.number(),
  description: z.string(),
  specifications: z.string(),
  images: z.array(productImage),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  brand: brand.nullable(),
  sku: z.string().nullable(),
  product_type: z.enum(PRODUCT_TYPES),
  hsn_code: z.string(),
  gst_rate: z.number(),
  /** The GST unit code the quantity counts (`NOS`, `PCS`, `KGS`…), printed on invoices beside it. */
  unit: z.enum(QUANTITY_UNITS),
  /** The category's regulation (`none` without a category). */
  regulation: z.enum(REGULATIONS),
  drug_schedule: z.enum(DRUG_SCHEDULES),
  wholesaler: productSeller,
  rating: z.number(),
  review_count: z.number(),
  archived: z.boolean(),
  ...wholesaleTerms.shape,
});
export type Product = z.infer<typeof product>;

const listText = (what: string) =>
  z.string().meta({
    description: `The first ${LIST_TEXT_MAX_LENGTH} characters of the ${what} HTML, cut there even inside a tag: enough for a preview. The product's own page has it whole.`,
  });

/**
 * A product as lists answer it (catalogue listing, landing page, inventory): every field of `product`, but the
 * description and specifications are cut to `LIST_TEXT_MAX_LENGTH` characters, so one answer stays small
 * however long the texts are. Show them only as previews (plain text); read the product for the whole HTML.
 */
export const productListItem = product.extend({
  description: listText('description'),
  specifications: listText('specifications'),
});
export type ProductListItem = z.infer<typeof productListItem>;

const money = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(1e9, `${label} is too large`)
      .optional(),
  );

export const productListQuery = z
  .object({
    q: z.string().trim().max(200, 'Search text is too long').optional(),
    /** A category id or name (case-insensitive). */
    category: z.string().trim().max(100).optional(),
    /** A brand id or name (case-insensitive). */
    brand: z.string().trim().max(100).optional(),
    min_price: money('Minimum price'),
    max_price: money('Maximum price'),
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default(DEFAULT_SORT),
    ),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'Page must be a number' })
        .int('Page must be a whole number')
        .min(1, 'Page must be 1 or more')
        .max(100000, 'Page is too large')
        .default(1),
    ),
    page_size: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'Page size must be a number' })
        .int('Page size must be a whole number')
        .min(1, 'Page size must be 1 or more')
        .max(PRODUCT_PAGE_SIZE_MAX, `Page size must be at most ${PRODUCT_PAGE_SIZE_MAX}`)
        .default(PRODUCT_PAGE_SIZE_DEFAULT),
    ),
  })
  .refine(
    (query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price,
    {
      path: ['max_price'],
      message: 'Maximum price must not be below the minimum price',
    },
  );
export type ProductListQuery = z.input<typeof productListQuery>;
export type ProductListFilters = z.output<typeof productListQuery>;

export const catalogResponse = z.object({
  products: z.array(productListItem),
  categories: z.array(category),
  brands: z.array(brand),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  total_pages: z.number(),
});
export type CatalogResponse = z.infer<typeof catalogResponse>;

export const categoriesResponse = z.object({ categories: z.array(category), brands: z.array(brand) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

export const review = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
  user: z.object({ username: z.string() }),
});
export type Review = z.infer<typeof review>;

export const ratingSummary = z.object({
  average: z.number(),
  count: z.number(),
  /** Count of reviews per star, keys "5" down to "1". */
  histogram: z.record(z.string(), z.number()),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const productDetailResponse = z.object({
  products: product,
  review: z.array(review),
  rating: ratingSummary,
});
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

export const createReviewRequest = z.object({
  rating: z.coerce
    .number({ error: 'Rating is required' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
  comment: z
    .string({ error: 'Comment is required' })
    .trim()
    .min(1, 'Comment is required')
    .max(2000, 'Comment must be at most 2000 characters'),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequest>;

export const wholesalerSpotlight = z.object({
  user: z.number(),
  logo: z.string().nullable(),
  company_name: z.string(),
  company_description: z.string(),
  verified: z.boolean(),
  rating: z.number(),
});
export type WholesalerSpotlight = z.infer<typeof wholesalerSpotlight>;

export const homeDataResponse = z.object({
  featured_categories: z.array(category),
  deal_of_the_day: productListItem.nullable(),
  top_rated_products: z.array(productListItem),
  wholesaler_spotlight: z.array(wholesalerSpotlight),
});
export type HomeDataResponse = z.infer<typeof homeDataResponse>;

export const publicWholesalerProfileResponse = z.object({
  user: z.number(),
  company_name: z.string(),
  logo: z.string().nullable(),
  company_description: z.string(),
  years_in_business: z.number(),
  verified: z.boolean(),
  address: z.string(),
  rating: z.number(),
  /** Rupees of goods a retailer's order from this wholesaler must reach; 0 for none. */
  min_order_value: z.number(),
  /** All listed products; `products` holds the newest of them. */
  product_count: z.number(),
  products: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      price: z.number(),
      stock: z.number(),
      images: z.array(productImage),
      min_order_quantity: wholesaleTerms.shape.min_order_quantity,
      price_tiers: wholesaleTerms.shape.price_tiers,
      regulation: z.enum(REGULATIONS),
      drug_schedule: z.enum(DRUG_SCHEDULES),
    }),
  ),
});
export type PublicWholesalerProfileResponse = z.infer<typeof publicWholesalerProfileResponse>;
