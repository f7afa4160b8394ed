CREATE TABLE "document_series" (
	"wholesaler_id" integer NOT NULL,
	"kind" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_wholesaler_id_kind_financial_year_pk" PRIMARY KEY("wholesaler_id","kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"wholesaler_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text DEFAULT '392690' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '392690' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
UPDATE "categories" SET "hsn_code" = v.hsn_code, "gst_rate" = v.gst_rate
FROM (VALUES
  ('Medicine', '300490', 5),
  ('Mobiles', '851713', 18),
  ('Home Appliances', '850940', 18),
  ('Clothing', '610910', 5),
  ('Electronics', '851830', 18),
  ('Furniture', '940360', 18),
  ('Toys', '950300', 5)
) AS v(name, hsn_code, gst_rate)
WHERE "categories"."name" = v.name;--> statement-breakpoint
UPDATE "products" SET "hsn_code" = c."hsn_code", "gst_rate" = c."gst_rate"
FROM "categories" c WHERE c."id" = "products"."category_id";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
UPDATE "order_items" SET "hsn_code" = p."hsn_code", "gst_rate" = p."gst_rate"
FROM "products" p WHERE p."id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wholesaler_profiles" ADD COLUMN "invoice_prefix" text;--> statement-breakpoint
ALTER TABLE "wholesaler_profiles" ADD COLUMN "turnover_above_5_crore" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_wholesaler_id_users_id_fk" FOREIGN KEY ("wholesaler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_wholesaler_id_users_id_fk" FOREIGN KEY ("wholesaler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_unique" ON "tax_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_unique" ON "tax_documents" USING btree ("wholesaler_id","kind","number");