export const USER_TYPES = ['retailer', 'wholesaler'] as const;
export const LOGIN_USER_TYPES = ['retailer', 'wholesaler', 'admin'] as const;
export const PRODUCT_TYPES = [
  'medicine',
  'mobile',
  'home_appliance',
  'clothing',
  'electronics',
  'furniture',
  'toys',
  'other',
] as const;
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'canceled'] as const;
export const DASHBOARD_PERIODS = ['today', 'thisWeek', 'thisMonth', 'thisYear'] as const;
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export const DEFAULT_SORT = 'newest' satisfies (typeof PRODUCT_SORTS)[number];
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;

/** One low-stock threshold for the inventory count and filter. */
export const LOW_STOCK_THRESHOLD = 10;
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;
export const MAX_IMAGES_PER_PRODUCT = 8;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UNPAID_ORDER_TTL_MINUTES = 30;
/** `failed` is an attempt that failed: the buyer may try again until the checkout expires. */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'expired'] as const;
export const MARKETPLACE_TIME_ZONE = 'Asia/Kolkata';

/** What went wrong, in every error body (`errorBody.code`). */
export const ERROR_CODES = [
  'validation',
  'invalid_credentials',
  'token_not_valid',
  'not_authenticated',
  'forbidden',
  'not_verified',
  'not_found',
  'conflict',
  'out_of_stock',
  'payment_failed',
  'rate_limited',
  'payload_too_large',
  'server_error',
] as const;

/** The orders a wholesaler can put the inventory in; ties are always broken by product id. */
export const INVENTORY_SORTS = [
  'newest',
  'name_asc',
  'name_desc',
  'stock_asc',
  'stock_desc',
  'sales_desc',
  'sales_asc',
  'price_asc',
  'price_desc',
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export const DEFAULT_INVENTORY_SORT = 'newest' satisfies InventorySort;
export const INVENTORY_PAGE_SIZE_DEFAULT = 20;
export const INVENTORY_PAGE_SIZE_MAX = 100;
/** The most products `GET /api/inventory/` answers without `page` or `page_size`; `next` then leads on. */
export const INVENTORY_UNPAGED_MAX = 500;
/**
 * The most characters (Unicode code points) of a product's description and of its specifications that a list
 * answers (catalogue listing, landing page, inventory); the product's own page has them whole.
 */
export const LIST_TEXT_MAX_LENGTH = 1000;

/** Longest review text, as `createReviewRequest` allows; the form's character counter counts down from it. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
