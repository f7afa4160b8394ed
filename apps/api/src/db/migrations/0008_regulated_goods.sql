ALTER TABLE "categories" ADD COLUMN "regulation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "regulation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "drug_schedule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "batch_no" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "drug_schedule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "drug_licence_20" text;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "drug_licence_21" text;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "drug_licence_valid_to" date;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "drug_licence_pin" text;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "fssai_licence" text;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "licence_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "licence_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wholesaler_profiles" ADD COLUMN "drug_licence_20b" text;--> statement-breakpoint
ALTER TABLE "wholesaler_profiles" ADD COLUMN "drug_licence_21b" text;--> statement-breakpoint
ALTER TABLE "wholesaler_profiles" ADD COLUMN "fssai_licence" text;--> statement-breakpoint
CREATE INDEX "retailer_profiles_pending_licence_idx" ON "retailer_profiles" USING btree ("licence_submitted_at") WHERE "retailer_profiles"."licence_status" = 'pending';--> statement-breakpoint
UPDATE "categories" SET "regulation" = 'drug' WHERE lower("name") IN ('medicine', 'medicines', 'pharmacy');--> statement-breakpoint
UPDATE "categories" SET "regulation" = 'food' WHERE lower("name") ~ '(food|grocer|beverage|snack)';--> statement-breakpoint
UPDATE "order_items" SET "regulation" = "categories"."regulation" FROM "products", "categories" WHERE "products"."id" = "order_items"."product_id" AND "categories"."id" = "products"."category_id" AND "categories"."regulation" <> 'none';
