-- Each API process keeps the listing's filter and sort columns in memory (modules/catalog/listing-index/) and
-- reads, with the snapshot it last saw, only what changed since: products whose listing columns a newer
-- transaction wrote, and products deleted since. The listing's own indexes and kept counts are no longer read.
CREATE TABLE "removed_products" (
	"product_id" integer NOT NULL,
	"removed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
DROP TRIGGER "products_count_inserted" ON "products";--> statement-breakpoint
DROP TRIGGER "products_count_updated" ON "products";--> statement-breakpoint
DROP TRIGGER "products_count_deleted" ON "products";--> statement-breakpoint
DROP TRIGGER "products_count_truncated" ON "products";--> statement-breakpoint
DROP FUNCTION "count_listed_products"();--> statement-breakpoint
DROP FUNCTION "add_listing_counts"(integer[], integer[], integer[]);--> statement-breakpoint
DROP TABLE "listing_counts";--> statement-breakpoint
DROP INDEX "products_name_lower_trgm_idx";--> statement-breakpoint
DROP INDEX "products_listing_newest_idx";--> statement-breakpoint
DROP INDEX "products_listing_price_idx";--> statement-breakpoint
DROP INDEX "products_listing_category_idx";--> statement-breakpoint
DROP INDEX "products_listing_brand_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_changed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "removed_products_removed_by_idx" ON "removed_products" USING btree ("removed_by");--> statement-breakpoint
CREATE INDEX "products_listing_changed_by_idx" ON "products" USING btree ("listing_changed_by");--> statement-breakpoint
CREATE FUNCTION "note_listing_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listing_changed_by" := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Stock, sales and ratings change with every order and review and are read with the page's rows: they do
-- not mark a product.
CREATE TRIGGER "products_listing_changed" BEFORE UPDATE OF "name", "category_id", "brand_id", "price_paise", "created_at", "archived_at" ON "products"
  FOR EACH ROW WHEN (
    OLD."name" IS DISTINCT FROM NEW."name" OR OLD."category_id" IS DISTINCT FROM NEW."category_id"
    OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id" OR OLD."price_paise" IS DISTINCT FROM NEW."price_paise"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."archived_at" IS DISTINCT FROM NEW."archived_at"
  ) EXECUTE FUNCTION "note_listing_change"();--> statement-breakpoint
CREATE FUNCTION "note_removed_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "removed_products" ("product_id") SELECT "id" FROM "old_rows";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_removed" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "note_removed_products"();
