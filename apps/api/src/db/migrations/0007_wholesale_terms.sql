ALTER TABLE "products" ADD COLUMN "min_order_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_order_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wholesaler_profiles" ADD COLUMN "min_order_value_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_quantities" CHECK ("products"."min_order_quantity" >= 1 and "products"."order_multiple" >= 1 and "products"."min_order_quantity" % "products"."order_multiple" = 0 and ("products"."max_order_quantity" is null or ("products"."max_order_quantity" >= "products"."min_order_quantity" and "products"."max_order_quantity" % "products"."order_multiple" = 0)));