-- Issue 55, PAYOUT_PROVIDER=razorpay_route: a seller's Razorpay linked account, one Route transfer per order kept in
-- step with the ledger (held at capture, reversed as the ledger takes money back, released with the order), and the
-- sandbox's own record of the transfers it made.
ALTER TABLE "payout_details" ADD COLUMN "razorpay_account_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_provider_check" CHECK ("provider" IN ('manual', 'razorpay_route'));--> statement-breakpoint
CREATE TABLE "route_transfers" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"wholesaler_id" integer NOT NULL REFERENCES "users"("id"),
	"payment_id" integer NOT NULL REFERENCES "payments"("id"),
	"account_id" text NOT NULL,
	"transfer_id" text UNIQUE,
	"payout_id" integer REFERENCES "payouts"("id"),
	"settled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touches" integer DEFAULT 0 NOT NULL,
	"leased_until" timestamp with time zone,
	"failure_reason" text
);--> statement-breakpoint
-- The worker looks at transfers not settled yet whose turn has come.
CREATE INDEX "route_transfers_due_idx" ON "route_transfers" USING btree ("next_attempt_at") WHERE "settled_at" IS NULL;--> statement-breakpoint
CREATE TABLE "sandbox_route_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_payment_id" text NOT NULL,
	"order_ref" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reversed_paise" bigint DEFAULT 0 NOT NULL,
	"on_hold" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_route_transfers_reversed_range" CHECK ("reversed_paise" >= 0 AND "reversed_paise" <= "amount_paise")
);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_route_transfers_order_unique" ON "sandbox_route_transfers" USING btree ("provider_payment_id", "order_ref");
--> statement-breakpoint
-- Whatever writes an order's ledger entries, its Route transfer is due for another look: the worker brings it in
-- step with the ledger. `touches` tells a worker at the provider meanwhile that it saw an older ledger.
CREATE FUNCTION "route_transfers_follow_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "route_transfers" SET "next_attempt_at" = now(), "touches" = "touches" + 1
	WHERE "settled_at" IS NULL AND "order_id" IN (SELECT "order_id" FROM "added_entries");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "route_transfers_follow_ledger" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS "added_entries" FOR EACH STATEMENT EXECUTE FUNCTION "route_transfers_follow_ledger"();
