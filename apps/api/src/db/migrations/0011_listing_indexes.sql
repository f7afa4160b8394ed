CREATE TABLE "listing_counts" (
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "listing_counts_category_id_brand_id_pk" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
DROP INDEX "products_active_name_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_brand_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_lower_trgm_idx" ON "products" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listing_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"name_lower","category_id","brand_id","price_paise") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("price_paise","id","name_lower","category_id","brand_id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listing_name_idx" ON "products" USING btree ("name_lower","id","category_id","brand_id","price_paise") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listing_category_idx" ON "products" USING btree ("category_id","price_paise","id","name_lower","brand_id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_listing_brand_idx" ON "products" USING btree ("brand_id","price_paise","id","name_lower","category_id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE FUNCTION "add_listing_counts"("category_ids" integer[], "brand_ids" integer[], "deltas" integer[]) RETURNS void LANGUAGE sql AS $$
  -- Only pairs whose count changed are written, in key order, so stock and price updates never wait on
  -- these rows and two writers always lock them in the same order.
  INSERT INTO "listing_counts" ("category_id", "brand_id", "listed")
  SELECT "category_id", "brand_id", sum("delta")::int
  FROM unnest("category_ids", "brand_ids", "deltas") AS "changes" ("category_id", "brand_id", "delta")
  GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
  ON CONFLICT ("category_id", "brand_id") DO UPDATE SET "listed" = "listing_counts"."listed" + excluded."listed";
$$;--> statement-breakpoint
CREATE FUNCTION "count_listed_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "category_ids" integer[] := '{}';
  "brand_ids" integer[] := '{}';
  "deltas" integer[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "listing_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "category_ids" || coalesce(array_agg(coalesce("category_id", 0)), '{}'),
           "brand_ids" || coalesce(array_agg(coalesce("brand_id", 0)), '{}'),
           "deltas" || coalesce(array_agg(1), '{}')
      INTO "category_ids", "brand_ids", "deltas"
      FROM "new_rows" WHERE "archived_at" IS NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "category_ids" || coalesce(array_agg(coalesce("category_id", 0)), '{}'),
           "brand_ids" || coalesce(array_agg(coalesce("brand_id", 0)), '{}'),
           "deltas" || coalesce(array_agg(-1), '{}')
      INTO "category_ids", "brand_ids", "deltas"
      FROM "old_rows" WHERE "archived_at" IS NULL;
  END IF;
  PERFORM "add_listing_counts"("category_ids", "brand_ids", "deltas");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_count_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_listed_products"();--> statement-breakpoint
CREATE TRIGGER "products_count_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_listed_products"();--> statement-breakpoint
CREATE TRIGGER "products_count_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_listed_products"();--> statement-breakpoint
CREATE TRIGGER "products_count_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_listed_products"();--> statement-breakpoint
INSERT INTO "listing_counts" ("category_id", "brand_id", "listed")
  SELECT coalesce("category_id", 0), coalesce("brand_id", 0), count(*)::int FROM "products"
  WHERE "archived_at" IS NULL GROUP BY 1, 2;
