import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CLAIM_ACTORS,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  LEDGER_ENTRY_TYPES,
  LOGIN_USER_TYPES,
  PAYOUT_PROVIDERS,
  PAYOUT_STATUSES,
  NOTIFICATION_KINDS,
  DELIVERY_PROOFS,
  DRUG_SCHEDULES,
  ORDER_STATUSES,
  PRODUCT_TYPES,
  REGULATIONS,
  STORED_LICENCE_STATUSES,
  PAYMENT_STATUSES,
  PROFILE_CHANGE_STATUSES,
  QUANTITY_UNITS,
  REFUND_STATUSES,
  VERIFICATION_STATUSES,
} from '@marketplace/contract';

export interface StoredPriceTier {
  min_quantity: number;
  price_paise: number;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A transaction id (PostgreSQL's 64-bit `xid8`), read as text. */
const transactionId = customType<{ data: string }>({ dataType: () => 'xid8' });
/** The writing transaction's id: with a snapshot, it tells whether a reader has seen that write. */
const writtenBy = (name: string) =>
  transactionId(name)
    .notNull()
    .default(sql`pg_current_xact_id()`);

/** HSN code and GST rate of anything not classified more precisely: other articles of plastics, 18 %. */
const hsnCode = () => text('hsn_code').notNull().default('392690');
const gstRate = () => smallint('gst_rate').notNull().default(18);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: text('user_type', { enum: LOGIN_USER_TYPES }).notNull(),
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES }).notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    createdAt: createdAt(),
    /** Set by an administrator: the account cannot log in and a suspended seller sells nothing. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
  },
  (table) => [
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${table.email} || ' ' || ${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
  ],
);

export const wholesalerProfiles = pgTable(
  'wholesaler_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    logo: text('logo'),
    gstNumber: text('gst_number').notNull(),
    address: text('address').notNull(),
    companyDescription: text('company_description').notNull(),
    yearsInBusiness: integer('years_in_business').notNull().default(0),
    /** Null: derived from the company name when the first invoice is numbered. */
    invoicePrefix: text('invoice_prefix'),
    turnoverAbove5Crore: boolean('turnover_above_5_crore').notNull().default(false),
    /** Goods a retailer's order from this wholesaler must reach; 0 for none. */
    minOrderValuePaise: integer('min_order_value_paise').notNull().default(0),
    drugLicence20b: text('drug_licence_20b'),
    drugLicence21b: text('drug_licence_21b'),
    fssaiLicence: text('fssai_licence'),
    /** Moved on by a trigger at every change of the row: an administrator decides on the version it saw. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('wholesaler_profiles_search_trgm_idx').using(
      'gin',
      sql`lower(${table.companyName} || ' ' || ${table.gstNumber}) gin_trgm_ops`,
    ),
  ],
);

export const retailerProfiles = pgTable(
  'retailer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    address: text('address').notNull(),
    gstNumber: text('gst_number').notNull(),
    licenseNumber: text('license_number').notNull(),
    panCard: text('pan_card').notNull(),
    drugLicence20: text('drug_licence_20'),
    drugLicence21: text('drug_licence_21'),
    drugLicenceValidTo: date('drug_licence_valid_to', { mode: 'string' }),
    drugLicencePin: text('drug_licence_pin'),
    fssaiLicence: text('fssai_licence'),
    /** Review state of the drug licence; `expired` is read from the validity date, never stored. */
    licenceStatus: text('licence_status', { enum: STORED_LICENCE_STATUSES }).notNull().default('none'),
    licenceSubmittedAt: timestamp('licence_submitted_at', { withTimezone: true }),
    /** Private file key of the licence scan the administrator approves from (never under the public media). */
    licenceScan: text('licence_scan'),
    /** Moved on by a trigger at every change of the row: an administrator decides on the version it saw. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('retailer_profiles_pending_licence_idx')
      .on(table.licenceSubmittedAt)
      .where(sql`${table.licenceStatus} = 'pending'`),
    index('retailer_profiles_search_trgm_idx').using(
      'gin',
      sql`lower(${table.shopName} || ' ' || ${table.gstNumber}) gin_trgm_ops`,
    ),
  ],
);

/**
 * New identity values (GSTIN, PAN, company name, licences) a verified party asked for; the stored ones stay in
 * force until an administrator approves. At most one pending request per account, its version moved on at each
 * revision.
 */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<Record<string, string | null>>().notNull(),
    status: text('status', { enum: PROFILE_CHANGE_STATUSES }).notNull().default('pending'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('profile_change_requests_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('profile_change_requests_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** One login: the refresh tokens it rotates through and its access tokens (`sid`) live and end with it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_user_open_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (token family) this token rotates in: reusing a rotated token revokes the whole family. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon'),
  hsnCode: hsnCode(),
  gstRate: gstRate(),
  regulation: text('regulation', { enum: REGULATIONS }).notNull().default('none'),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon'),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** What text search and the name sorts compare; kept beside the filters in the listing indexes. */
    nameLower: text('name_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    pricePaise: integer('price_paise').notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    description: text('description').notNull().default(''),
    specifications: text('specifications').notNull().default(''),
    /**
     * The version of the rich-text rules (`content/rich-text.ts`) the description and specifications were
     * cleaned with when written; 0 for text from elsewhere, which is cleaned when read.
     */
    richTextRules: smallint('rich_text_rules').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    sku: text('sku'),
    productType: text('product_type', {
      enum: PRODUCT_TYPES,
    }).notNull(),
    hsnCode: hsnCode(),
    gstRate: gstRate(),
    drugSchedule: text('drug_schedule', { enum: DRUG_SCHEDULES }).notNull().default('none'),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    /** The case pack: quantities are whole multiples of it. */
    orderMultiple: integer('order_multiple').notNull().default(1),
    maxOrderQuantity: integer('max_order_quantity'),
    packLabel: text('pack_label'),
    /** GST unit code of the quantity (`NOS`, `PCS`, `KGS`…); the pack label does not replace it. */
    unit: text('unit', { enum: QUANTITY_UNITS }).notNull().default('NOS'),
    /** Quantity slabs sorted by quantity, prices in paise. */
    priceTiers: jsonb('price_tiers').$type<StoredPriceTier[]>().notNull().default([]),
    /** Average rating times 100, kept in step with reviews. */
    ratingCenti: integer('rating_centi').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last transaction that changed what the listing filters or sorts by (name, category, brand, price,
     * creation time, archiving); set by a trigger. The API's listing index reads the changes its snapshot
     * has not seen (`modules/catalog/listing-index/`).
     */
    listingChangedBy: writtenBy('listing_changed_by'),
  },
  (table) => [
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    check('products_price_positive', sql`${table.pricePaise} > 0`),
    check(
      'products_order_quantities',
      sql`${table.minOrderQuantity} >= 1 and ${table.orderMultiple} >= 1 and ${table.minOrderQuantity} % ${table.orderMultiple} = 0 and (${table.maxOrderQuantity} is null or (${table.maxOrderQuantity} >= ${table.minOrderQuantity} and ${table.maxOrderQuantity} % ${table.orderMultiple} = 0))`,
    ),
    uniqueIndex('products_wholesaler_sku_unique')
      .on(table.wholesalerId, table.sku)
      .where(sql`${table.archivedAt} is null`),
    // Listed products in name order: the listing index learns where a changed product goes from the one
    // right before it.
    index('products_listing_name_idx')
      .on(table.nameLower, table.id, table.categoryId, table.brandId, table.pricePaise)
      .where(sql`${table.archivedAt} is null`),
    index('products_listing_changed_by_idx').on(table.listingChangedBy),
    index('products_wholesaler_idx').on(table.wholesalerId),
    index('products_active_wholesaler_idx')
      .on(table.wholesalerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedAt} is null`),
    // Seller ratings come from reviewed products only: a short list even in a very large catalogue.
    index('products_reviewed_wholesaler_idx')
      .on(table.wholesalerId, table.ratingCenti, table.reviewCount)
      .where(sql`${table.archivedAt} is null and ${table.reviewCount} > 0`),
    index('products_rating_idx')
      .on(table.ratingCenti.desc().nullsFirst(), table.reviewCount.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedAt} is null and ${table.stock} > 0`),
  ],
);

/** Deleted products, so that the listing index of every API process drops them. */
export const removedProducts = pgTable(
  'removed_products',
  {
    productId: integer('product_id').notNull(),
    removedBy: writtenBy('removed_by'),
  },
  (table) => [index('removed_products_removed_by_idx').on(table.removedBy)],
);

/**
 * One row for each transaction that wrote anything a product response is made of (products, their categories,
 * brands, sellers and pictures), written by statement triggers: with a snapshot it tells whether the kept
 * product answers can still be trusted without reading their versions. Pruned an hour after the pruning first
 * found it committed (`seen_committed_at`).
 */
export const catalogWrites = pgTable('catalog_writes', {
  writtenBy: writtenBy('written_by').primaryKey(),
  seenCommittedAt: timestamp('seen_committed_at', { withTimezone: true }),
});

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Storage key of the large rendition; the small one sits beside it. */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    /**
     * Set when the retailer no longer has a delivered order of the product that was not canceled or fully
     * refunded: the review is then hidden from the product and left out of its rating (reviews/review-backing.ts).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reviews_product_user_unique').on(table.productId, table.userId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Lines keep the order they were added in, however often their quantity changes. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('payments_status_created_idx').on(table.status, table.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => users.id),
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** GST code of the shipping state; null on orders placed before states were chosen from the list. */
    placeOfSupplyCode: text('place_of_supply_code'),
    portalCode: text('portal_code').notNull(),
    orderNotes: text('order_notes').notNull().default(''),
    subtotalPaise: integer('subtotal_paise').notNull(),
    chargePaise: integer('charge_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    statusDescription: text('status_description').notNull().default(''),
    /** Set once the order's reserved stock has gone back to the shelf, so it never goes back twice. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** Canceled after shipping and the goods did not come back saleable: its units left stock for good. */
    stockWrittenOff: boolean('stock_written_off').notNull().default(false),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Six digits for the retailer to read out at delivery; set when the order ships, shown to the retailer only. */
    deliveryCode: text('delivery_code'),
    /** Wrong codes since the last lock-out; the fifth locks the code until `deliveryCodeLockedUntil`. */
    deliveryCodeFailures: smallint('delivery_code_failures').notNull().default(0),
    deliveryCodeLockedUntil: timestamp('delivery_code_locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryProof: text('delivery_proof', { enum: DELIVERY_PROOFS }),
    /** When the order's net moved from held to available in the seller's ledger (its claim window closed). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_retailer_idx').on(table.retailerId, table.createdAt),
    index('orders_wholesaler_idx').on(table.wholesalerId, table.createdAt),
    index('orders_payment_idx').on(table.paymentId),
    index('orders_unreleased_delivered_idx')
      .on(table.deliveredAt)
      .where(sql`${table.status} = 'delivered' AND ${table.releasedAt} IS NULL`),
    index('orders_shipped_at_idx')
      .on(table.shippedAt)
      .where(sql`${table.status} = 'shipped'`),
    check(
      'orders_delivery_proof_check',
      sql`${table.deliveryProof} IS NULL OR ${table.deliveryProof} IN ('code', 'retailer', 'seller', 'timeout')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** As sold: a later change of the product's classification leaves issued invoices alone. */
    hsnCode: text('hsn_code').notNull(),
    gstRate: smallint('gst_rate').notNull(),
    unit: text('unit', { enum: QUANTITY_UNITS }).notNull().default('NOS'),
    regulation: text('regulation', { enum: REGULATIONS }).notNull().default('none'),
    drugSchedule: text('drug_schedule', { enum: DRUG_SCHEDULES }).notNull().default('none'),
    /** Entered by the wholesaler when a drug or food line ships. */
    batchNo: text('batch_no'),
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (table) => [index('order_items_order_idx').on(table.orderId), index('order_items_product_idx').on(table.productId)],
);

/**
 * An order's history. Written by the `orders_record_event` trigger on every insert and every change of
 * status or description, so no path that changes an order can forget it.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    description: text('description').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** How a delivery was proven, on `delivered` entries. */
    deliveryProof: text('delivery_proof', { enum: DELIVERY_PROOFS }),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A seller's invoice and credit note, and the marketplace's own for its shipping & platform charge. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note', 'platform_invoice', 'platform_credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export const PLATFORM_DOCUMENT_KINDS = ['platform_invoice', 'platform_credit_note'] as const;
export type PlatformDocumentKind = (typeof PLATFORM_DOCUMENT_KINDS)[number];

/** The last number used in each wholesaler's series per kind and financial year; a row lock keeps it gapless. */
export const documentSeries = pgTable(
  'document_series',
  {
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** The calendar year in which the financial year starts (2026 for 2026-27). */
    financialYear: smallint('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.wholesalerId, table.kind, table.financialYear] })],
);

/** The marketplace's own document series, one counter per kind and financial year. */
export const platformDocumentSeries = pgTable(
  'platform_document_series',
  {
    kind: text('kind', { enum: PLATFORM_DOCUMENT_KINDS }).notNull(),
    financialYear: smallint('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.financialYear] })],
);

/** Issued tax invoices and credit notes, kept as issued: later profile or product edits never change them. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The document as the API answers it (TaxInvoice or CreditNote of the contract). */
    body: jsonb('body').notNull(),
    /** The seller's signature in force when the document was issued; null when it had none. */
    signatureId: integer('signature_id').references(() => invoiceSignatures.id),
    /** The Invoice Registration Portal's answer to the seller's e-invoice report (issue 53); all null until recorded. */
    irn: text('irn'),
    irnAckNo: text('irn_ack_no'),
    irnAckDate: timestamp('irn_ack_date', { withTimezone: true }),
    irnSignedQr: text('irn_signed_qr'),
    irnRecordedAt: timestamp('irn_recorded_at', { withTimezone: true }),
    /** The claim a credit note undoes part of the invoice for; null for the order's own documents. */
    claimId: integer('claim_id').references((): AnyPgColumn => claims.id),
  },
  (table) => [
    uniqueIndex('tax_documents_order_kind_unique')
      .on(table.orderId, table.kind)
      .where(sql`${table.claimId} IS NULL`),
    uniqueIndex('tax_documents_claim_kind_unique')
      .on(table.claimId, table.kind)
      .where(sql`${table.claimId} IS NOT NULL`),
    uniqueIndex('tax_documents_irn_unique')
      .on(table.irn)
      .where(sql`${table.irn} IS NOT NULL`),
    uniqueIndex('tax_documents_number_unique').on(table.wholesalerId, table.kind, table.number),
    uniqueIndex('tax_documents_platform_number_unique')
      .on(table.kind, table.number)
      .where(sql`${table.kind} IN ('platform_invoice', 'platform_credit_note')`),
  ],
);

/** Bytes as stored by PostgreSQL (`bytea`): a Buffer from node-postgres, a Uint8Array from PGlite, a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A wholesaler's signature image for its invoices and credit notes. Uploading a new one retires the current one
 * (`retired_at`), so documents issued earlier keep printing the signature they were issued with.
 */
export const invoiceSignatures = pgTable(
  'invoice_signatures',
  {
    id: serial('id').primaryKey(),
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A PNG, scaled down by the server. */
    image: bytea('image').notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoice_signatures_current_unique')
      .on(table.wholesalerId)
      .where(sql`${table.retiredAt} IS NULL`),
  ],
);

/** The PDF of an issued tax document, made on its first request and served from here afterwards. */
export const taxDocumentPdfs = pgTable('tax_document_pdfs', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => taxDocuments.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

export const REFUND_KINDS = ['order', 'duplicate_capture', 'claim'] as const;

/**
 * One refund per canceled paid order, one per accepted claim, and one per duplicate capture of a checkout (no order:
 * it belongs to the payment); the row is also the outbox entry the refund worker delivers.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: REFUND_KINDS }).notNull().default('order'),
    claimId: integer('claim_id').references((): AnyPgColumn => claims.id),
    /** The captured payment a duplicate-capture refund returns; null for an order's refund (the payment's own). */
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try; a claimed refund is leased until then, so a crashed attempt is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'refunds_kind_shape',
      sql`(${table.kind} = 'order' AND ${table.orderId} IS NOT NULL AND ${table.claimId} IS NULL) OR (${table.kind} = 'duplicate_capture' AND ${table.orderId} IS NULL AND ${table.claimId} IS NULL AND ${table.providerPaymentId} IS NOT NULL) OR (${table.kind} = 'claim' AND ${table.orderId} IS NOT NULL AND ${table.claimId} IS NOT NULL)`,
    ),
    uniqueIndex('refunds_order_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'order'`),
    uniqueIndex('refunds_claim_unique')
      .on(table.claimId)
      .where(sql`${table.claimId} IS NOT NULL`),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('refunds_duplicate_capture_unique')
      .on(table.providerPaymentId)
      .where(sql`${table.kind} = 'duplicate_capture'`),
    index('refunds_payment_idx').on(table.paymentId),
  ],
);

export const NOTIFICATION_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/** What a person is told about, in the app; written in the same transaction as the change it reports. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_newest_idx').on(table.userId, table.id.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * The e-mail outbox: one row per notification whose recipient wants that kind by e-mail. A worker claims due
 * rows with `for update skip locked` and a lease (`locked_until`), so several processes never send one twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .unique()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: NOTIFICATION_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker is sending; a worker that died leaves it to expire, and another one sends. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The delivery whose e-mail also carried this notice: an order's notices are combined (order-email-windows.ts). */
    foldedInto: integer('folded_into'),
  },
  (table) => [
    index('notification_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('notification_deliveries_failed_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
  ],
);

/**
 * When each person may next be e-mailed about one order: at most one e-mail per order per 10 minutes, later notices
 * wait and go together in the next one. Taken by one conditional write, so several workers never both send.
 */
export const orderEmailWindows = pgTable(
  'order_email_windows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.orderId] })],
);

/** Kinds a user does not want by e-mail (in-app notices are always written). No row: e-mail on. */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A retailer's claim on a delivered order (issue 54): what went wrong, with which lines, and where it stands. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => users.id),
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: CLAIM_TYPES }).notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    description: text('description').notNull(),
    /** Open: the seller's deadline (then it escalates by itself); rejected: the retailer's last moment to escalate. */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claims_order_idx').on(table.orderId),
    index('claims_retailer_idx').on(table.retailerId, table.id),
    index('claims_wholesaler_idx').on(table.wholesalerId, table.id),
    index('claims_open_respond_by_idx')
      .on(table.respondBy)
      .where(sql`${table.status} = 'open'`),
    check('claims_type_check', sql`${table.type} IN ('short', 'damaged', 'wrong_item', 'expired', 'not_received')`),
    check('claims_status_check', sql`${table.status} IN ('open', 'accepted', 'rejected', 'escalated')`),
  ],
);

/** The units of one order line a claim is about, and how many of them were accepted once it is decided. */
export const claimItems = pgTable(
  'claim_items',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    acceptedQuantity: integer('accepted_quantity'),
  },
  (table) => [
    primaryKey({ name: 'claim_items_pk', columns: [table.claimId, table.orderItemId] }),
    index('claim_items_order_item_idx').on(table.orderItemId),
    check('claim_items_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'claim_items_accepted_range',
      sql`${table.acceptedQuantity} IS NULL OR (${table.acceptedQuantity} >= 0 AND ${table.acceptedQuantity} <= ${table.quantity})`,
    ),
  ],
);

/** A claim's photos, kept among the private files: only the order's parties and administrators may read them. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileKey: text('file_key').notNull(),
  },
  (table) => [primaryKey({ name: 'claim_photos_pk', columns: [table.claimId, table.position] })],
);

/** Each step of a claim: who moved it to which status, with their note. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    actor: text('actor', { enum: CLAIM_ACTORS }).notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claim_events_claim_idx').on(table.claimId, table.id),
    check('claim_events_actor_check', sql`${table.actor} IN ('retailer', 'wholesaler', 'admin', 'system')`),
  ],
);

/**
 * Where money sits: a seller's `held`, `available` and `paid_out` (what the marketplace owes or paid it), the
 * retailers' money collected for goods, and the taxes withheld for the government.
 */
export const LEDGER_ACCOUNTS = [
  'held',
  'available',
  'paid_out',
  'collections',
  'tcs_cgst',
  'tcs_sgst',
  'tcs_igst',
  'tds',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const SELLER_ACCOUNTS = ['held', 'available', 'paid_out'] as const satisfies readonly LedgerAccount[];

/**
 * The seller ledger: append-only (a trigger refuses updates and deletes) and double-entry (the entries of one `event`
 * sum to zero). `event` names what wrote them, so writing an event twice adds nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** The seller whose money the event moves, on every entry of the event. */
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    /** bigint: a seller's balance held back for a while can pass the Rs. 2.1 crore an integer holds. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The taxable value a TCS or TDS entry (or its reversal) was worked out on; kept even when the tax rounds to 0. */
    basePaise: bigint('base_paise', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: integer('payment_id').references(() => payments.id),
    taxDocumentId: integer('tax_document_id').references(() => taxDocuments.id),
    claimId: integer('claim_id').references(() => claims.id),
    payoutId: integer('payout_id').references((): AnyPgColumn => payouts.id),
  },
  (table) => [
    uniqueIndex('ledger_entries_event_account_unique').on(table.event, table.account),
    index('ledger_entries_wholesaler_at_idx').on(table.wholesalerId, table.at, table.id),
    index('ledger_entries_order_idx').on(table.orderId),
    index('ledger_entries_payout_idx')
      .on(table.payoutId)
      .where(sql`${table.payoutId} IS NOT NULL`),
    index('ledger_entries_at_idx').on(table.at),
  ],
);

/** Where a seller's payouts go; a change holds payouts until `payoutsHeldUntil`. */
export const payoutDetails = pgTable('payout_details', {
  wholesalerId: integer('wholesaler_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankAccountName: text('bank_account_name').notNull(),
  bankAccountNumber: text('bank_account_number').notNull(),
  bankIfsc: text('bank_ifsc').notNull(),
  upiId: text('upi_id'),
  /** The seller's Razorpay linked account (`acc_…`), where Route transfers go when PAYOUT_PROVIDER=razorpay_route. */
  razorpayAccountId: text('razorpay_account_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  payoutsHeldUntil: timestamp('payouts_held_until', { withTimezone: true }),
});

/** A transfer of a seller's available money, with the bank details it was made to. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** `manual`: a bank file the administrator uploads; `razorpay_route`: an order's Route transfer released. */
    provider: text('provider', { enum: PAYOUT_PROVIDERS }).notNull().default('manual'),
    utr: text('utr'),
    reason: text('reason'),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    bankIfsc: text('bank_ifsc').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** When the payout first went into a bank file: the administrator sees it before uploading it twice. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
  },
  (table) => [
    index('payouts_wholesaler_idx').on(table.wholesalerId, table.id),
    index('payouts_status_idx').on(table.status, table.id),
    uniqueIndex('payouts_utr_unique')
      .on(table.utr)
      .where(sql`${table.utr} IS NOT NULL`),
    check('payouts_amount_positive', sql`${table.amountPaise} > 0`),
    check('payouts_status_check', sql`${table.status} IN ('pending', 'paid', 'failed')`),
  ],
);

/**
 * One Razorpay Route transfer per order of a seller with a linked account, and the outbox its worker follows: the
 * transfer is made on hold at capture, reversed whenever the ledger takes money back, and released with the order.
 */
export const routeTransfers = pgTable(
  'route_transfers',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    wholesalerId: integer('wholesaler_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    accountId: text('account_id').notNull(),
    transferId: text('transfer_id').unique(),
    payoutId: integer('payout_id').references(() => payouts.id),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts the ledger events that asked for another look, so a worker never postpones one it did not see. */
    touches: integer('touches').notNull().default(0),
    /** A worker is at the provider with this transfer until then; a crashed worker's lease runs out. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    failureReason: text('failure_reason'),
  },
  (table) => [
    index('route_transfers_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.settledAt} IS NULL`),
  ],
);

/** What the payment sandbox's Route has transferred, as Razorpay would remember it. */
export const sandboxRouteTransfers = pgTable(
  'sandbox_route_transfers',
  {
    id: text('id').primaryKey(),
    providerPaymentId: text('provider_payment_id').notNull(),
    orderRef: text('order_ref').notNull(),
    accountId: text('account_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reversedPaise: bigint('reversed_paise', { mode: 'number' }).notNull().default(0),
    onHold: boolean('on_hold').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_route_transfers_order_unique').on(table.providerPaymentId, table.orderRef)],
);
