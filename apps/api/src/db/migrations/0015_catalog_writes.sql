-- Each API process keeps the JSON of the products it has shown, with the versions of the rows it was made
-- from. A transaction that writes any of those rows notes its id here once; a process that finds no such
-- transaction since the snapshot at which it last checked its kept products sends them without reading their
-- versions again (modules/catalog/catalog-generations.ts).
CREATE TABLE "catalog_writes" (
	"written_by" "xid8" PRIMARY KEY DEFAULT pg_current_xact_id() NOT NULL,
	"seen_committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE FUNCTION "note_catalog_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_writes" DEFAULT VALUES ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_write"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_write"();--> statement-breakpoint
CREATE TRIGGER "brands_catalog_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_write"();--> statement-breakpoint
CREATE TRIGGER "users_catalog_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_write"();--> statement-breakpoint
CREATE TRIGGER "wholesaler_profiles_catalog_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wholesaler_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_write"();--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_write"();
