import { z } from 'zod';
import { emptyToUndefined } from './form-fields.js';
import { isWholePaise } from './money.js';
import { DASHBOARD_PERIODS, MAX_IMAGES_PER_PRODUCT, PRODUCT_TYPES } from './constants.js';
import { singleLineText } from './single-line-text.js';
import { gstRate, hsnCode, quantityUnit } from './gst/index.js';
import { productMessages as m } from './messages.js';
import { category, brand, productListItem } from './catalog.js';
import { orderStatus } from './orders.js';
import { wholesaleTermsFields } from './wholesale/terms.js';
import { DRUG_SCHEDULES, regulationMessages } from './regulation/rules.js';

/** A schedule as a form or a client sends it: any case, `none` spelled as the contract spells it. */
function normalisedSchedule(value: unknown): unknown {
  if (value === '') return undefined;
  if (typeof value !== 'string') return value;
  const schedule = value.trim().toUpperCase();
  return schedule === 'NONE' ? 'none' : schedule;
}

/** A drug product's schedule; `X` gets its own refusal, since those drugs are never sold here. */
const drugSchedule = z.preprocess(
  normalisedSchedule,
  z
    .string({ error: regulationMessages.scheduleInvalid })
    .refine((value) => value !== 'X', regulationMessages.scheduleX)
    .pipe(z.enum(DRUG_SCHEDULES, { error: regulationMessages.scheduleInvalid }))
    .optional(),
);

export const dashboardQuery = z.object({
  period: z
    .enum(DASHBOARD_PERIODS, { error: `Period must be one of ${DASHBOARD_PERIODS.join(', ')}` })
    .default('thisMonth'),
});
export type DashboardQuery = z.input<typeof dashboardQuery>;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const dashboardResponse = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  total_sales: z.number(),
  /** The paid orders' goods value, GST included (their subtotals; the platform charge is the marketplace's). */
  total_revenue: z.number(),
  /** `total_revenue` less `gst_collected`: the goods' taxable value. */
  revenue_excluding_gst: z.number(),
  /** The GST in `total_revenue`, line by line as the seller's tax invoices split it. */
  gst_collected: z.number(),
  /** `total_revenue` per paid order. */
  average_order_value: z.number(),
  pending_orders: z.number(),
  /** Claims on the seller's orders waiting for its answer (status `open`), whatever the period. */
  open_claims: z.number(),
  /** Rupees released to the seller and not paid out yet, whatever the period. */
  available_to_pay_out: z.number(),
  orders: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      order_status: orderStatus,
      /** The order's total as the buyer pays it: goods with GST plus the shipping & platform charge. */
      total_price: z.number(),
      customer: z.string(),
    }),
  ),
  top_customers: z.array(
    z.object({
      shop_name: z.string(),
      total_orders: z.number(),
      /** The buyer's paid orders' totals, on the same basis as `orders[].total_price`. */
      total_spent: z.number(),
    }),
  ),
  /** `revenue` on the basis of `total_revenue`. */
  series: z.array(z.object({ label: z.string(), revenue: z.number(), orders: z.number() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const inventoryResponse = z.object({
  /** At most `INVENTORY_UNPAGED_MAX` without paging parameters, else one page. */
  products: z.array(productListItem),
  /** Spelled as the original client reads it. */
  categoires: z.array(category),
  brands: z.array(brand),
  /** Over all the wholesaler's listed products, whatever the search, filter or page. */
  total_sales: z.number(),
  low_stock_count: z.number(),
  product_count: z.number(),
  /** How many of the wholesaler's products match `q` and `low_stock`, across all pages. */
  count: z.number(),
  /**
   * The path and query of the products that follow (same search, filter and sort), or null when there are none:
   * after an unpaged answer of `INVENTORY_UNPAGED_MAX` products it is a page of `INVENTORY_PAGE_SIZE_MAX`.
   */
  next: z.string().nullable(),
});
export type InventoryResponse = z.infer<typeof inventoryResponse>;

const priceField = z.coerce
  .number({ error: m.price })
  // At least one paisa: anything smaller would be stored as a price of 0.
  .min(0.01, m.pricePositive)
  .max(10_000_000, 'Price is too large')
  .refine(isWholePaise, m.priceDecimals);

const stockField = z.coerce
  .number({ error: m.stock })
  .int(m.stockWhole)
  .min(0, m.stockWhole)
  .max(10_000_000, 'Stock is too large');

const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().positive().max(2147483647).optional(),
);

export const productImageUpload = z.object({
  /** Base64 content, optionally as a data: URL. */
  image: z.string({ error: 'Each image needs its content' }).min(1, 'Each image needs its content'),
  is_main: z.boolean().default(false),
});

/** The product's own fields, without defaults: an edit changes only what it sends. */
const productFieldsWithoutDefaults = z.object({
  name: singleLineText(m.name, 200),
  description: z.string().max(100_000, 'Description is too long'),
  specifications: z.string().max(100_000, 'Specifications are too long'),
  category: optionalId,
  brand: optionalId,
  product_type: z.enum(PRODUCT_TYPES, { error: `Product type must be one of ${PRODUCT_TYPES.join(', ')}` }),
  price: priceField,
  stock: stockField,
  sku: z.string().trim().max(64, 'SKU must be at most 64 characters').optional(),
  /** Checked against the wholesaler's turnover by the server; omitted, the category's default applies. */
  hsn_code: z.preprocess(emptyToUndefined, hsnCode(false).optional()),
  gst_rate: z.preprocess(emptyToUndefined, gstRate().optional()),
  /** GST unit code of the quantity; NOS when a new product names none. */
  unit: z.preprocess(emptyToUndefined, quantityUnit.optional()),
  drug_schedule: drugSchedule,
  ...wholesaleTermsFields,
});

const imageUploads = z
  .array(productImageUpload)
  .max(MAX_IMAGES_PER_PRODUCT, `At most ${MAX_IMAGES_PER_PRODUCT} images per product`);

export const createProductRequest = productFieldsWithoutDefaults.extend({
  description: productFieldsWithoutDefaults.shape.description.default(''),
  specifications: productFieldsWithoutDefaults.shape.specifications.default(''),
  product_type: productFieldsWithoutDefaults.shape.product_type.default('other'),
  stock: stockField.default(1),
  images: imageUploads.default([]),
});
export type CreateProductRequest = z.input<typeof createProductRequest>;

export const editProductRequest = productFieldsWithoutDefaults.partial().extend({ images: imageUploads.optional() });
export type EditProductRequest = z.input<typeof editProductRequest>;

export const deleteProductResponse = z.object({
  id: z.number(),
  deleted: z.boolean(),
  archived: z.boolean(),
  detail: z.string(),
});
export type DeleteProductResponse = z.infer<typeof deleteProductResponse>;
