-- An administrator can suspend an account: it cannot log in, its sessions end, a suspended seller's products
-- leave the catalogue.
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;
--> statement-breakpoint
-- A session is one login: every refresh token it rotates through belongs to it, and its access tokens name it
-- (`sid`). Logging out, reusing a rotated refresh token or suspending the account revokes the session, and every
-- request checks it by primary key, so an access token stops working at once.
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessions_user_open_idx" ON "sessions" ("user_id") WHERE "revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
-- Refresh tokens issued before sessions existed each become a session of their own.
INSERT INTO "sessions" ("id", "user_id", "revoked_at", "created_at")
  SELECT "id", "user_id", "revoked_at", "created_at" FROM "refresh_tokens";--> statement-breakpoint
UPDATE "refresh_tokens" SET "session_id" = "id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk"
  FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" ("session_id");--> statement-breakpoint
-- An administrator finds an account by any part of its e-mail, name, GSTIN or shop/company name.
CREATE INDEX "users_search_trgm_idx" ON "users"
  USING gin (lower("email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wholesaler_profiles_search_trgm_idx" ON "wholesaler_profiles"
  USING gin (lower("company_name" || ' ' || "gst_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "retailer_profiles_search_trgm_idx" ON "retailer_profiles"
  USING gin (lower("shop_name" || ' ' || "gst_number") gin_trgm_ops);
--> statement-breakpoint
-- A seller that starts or stops selling (verified, rejected, suspended, unsuspended) marks its products as changed
-- for the listing in the same transaction, whoever writes the row: the listing index of every API process learns
-- of products through that mark (modules/catalog/listing-index/synced-listing-index.ts).
CREATE FUNCTION "note_seller_standing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "listing_changed_by" = pg_current_xact_id() WHERE "wholesaler_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_seller_standing" AFTER UPDATE OF "verification_status", "suspended_at" ON "users"
  FOR EACH ROW WHEN (OLD."verification_status" IS DISTINCT FROM NEW."verification_status"
    OR (OLD."suspended_at" IS NULL) <> (NEW."suspended_at" IS NULL))
  EXECUTE FUNCTION "note_seller_standing"();
