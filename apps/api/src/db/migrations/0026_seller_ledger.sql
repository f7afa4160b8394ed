-- Issue 55, paying the wholesaler: an append-only double-entry ledger of what the marketplace owes each seller,
-- the seller's payout details, and the payouts themselves. An order is released once its claim window has closed.
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"account" text NOT NULL,
	"wholesaler_id" integer NOT NULL REFERENCES "users"("id"),
	"type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"base_paise" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer REFERENCES "orders"("id"),
	"payment_id" integer REFERENCES "payments"("id"),
	"tax_document_id" integer REFERENCES "tax_documents"("id"),
	"claim_id" integer REFERENCES "claims"("id"),
	"payout_id" integer,
	CONSTRAINT "ledger_entries_account_check" CHECK ("account" IN ('held', 'available', 'paid_out', 'collections', 'tcs_cgst', 'tcs_sgst', 'tcs_igst', 'tds')),
	CONSTRAINT "ledger_entries_type_check" CHECK ("type" IN ('sale', 'sale_reversal', 'tcs', 'tcs_reversal', 'tds', 'tds_reversal', 'release', 'payout', 'payout_failed')),
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("amount_paise" <> 0 OR "base_paise" IS NOT NULL)
);--> statement-breakpoint
-- One posting per event and account: an event written again (a retry, a second worker) adds nothing.
CREATE UNIQUE INDEX "ledger_entries_event_account_unique" ON "ledger_entries" USING btree ("event", "account");--> statement-breakpoint
CREATE INDEX "ledger_entries_wholesaler_at_idx" ON "ledger_entries" USING btree ("wholesaler_id", "at", "id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id") WHERE "payout_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_at_idx" ON "ledger_entries" USING btree ("at");--> statement-breakpoint
-- Nothing is ever changed or removed: corrections are new entries.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger entries are never changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- The deadlines job looks at delivered orders not released yet.
CREATE INDEX "orders_unreleased_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "status" = 'delivered' AND "released_at" IS NULL;--> statement-breakpoint
CREATE TABLE "payout_details" (
	"wholesaler_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"bank_account_name" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_ifsc" text NOT NULL,
	"upi_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payouts_held_until" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"wholesaler_id" integer NOT NULL REFERENCES "users"("id"),
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"utr" text,
	"reason" text,
	"bank_account_name" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_ifsc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("amount_paise" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("status" IN ('pending', 'paid', 'failed'))
);--> statement-breakpoint
CREATE INDEX "payouts_wholesaler_idx" ON "payouts" USING btree ("wholesaler_id", "id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_utr_unique" ON "payouts" USING btree ("utr") WHERE "utr" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_fk" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id");
