-- Issue 52, findings 3 and 4: an administrator decides on the version of a record it saw, a licence is approved
-- from a scan, and a verified party's identity (GSTIN, PAN, company name, licences) changes only after review.
ALTER TABLE "retailer_profiles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "retailer_profiles" ADD COLUMN "licence_scan" text;--> statement-breakpoint
ALTER TABLE "wholesaler_profiles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every write that changes a profile row moves its version on, whichever code path writes it.
CREATE FUNCTION "next_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "retailer_profiles_next_version" BEFORE UPDATE ON "retailer_profiles"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "next_profile_version"();--> statement-breakpoint
CREATE TRIGGER "wholesaler_profiles_next_version" BEFORE UPDATE ON "wholesaler_profiles"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "next_profile_version"();--> statement-breakpoint
CREATE TABLE "profile_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "profile_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_change_requests_one_pending" ON "profile_change_requests" USING btree ("user_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_change_requests_pending_idx" ON "profile_change_requests" USING btree ("created_at") WHERE "status" = 'pending';
