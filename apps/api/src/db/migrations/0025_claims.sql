-- Issue 54, claims: a retailer's claim on a delivered order, its lines, photos and history. An accepted claim is
-- refunded through the refund outbox and undone with its own credit note, so an order may now have several refunds
-- (its cancellation's, one per accepted claim) and several credit notes (one per claim besides the cancellation's).
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"retailer_id" integer NOT NULL REFERENCES "users"("id"),
	"wholesaler_id" integer NOT NULL REFERENCES "users"("id"),
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"description" text NOT NULL,
	"respond_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_type_check" CHECK ("type" IN ('short', 'damaged', 'wrong_item', 'expired', 'not_received')),
	CONSTRAINT "claims_status_check" CHECK ("status" IN ('open', 'accepted', 'rejected', 'escalated'))
);--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_retailer_idx" ON "claims" USING btree ("retailer_id", "id");--> statement-breakpoint
CREATE INDEX "claims_wholesaler_idx" ON "claims" USING btree ("wholesaler_id", "id");--> statement-breakpoint
-- The deadlines job looks at open claims past their seller's deadline.
CREATE INDEX "claims_open_respond_by_idx" ON "claims" USING btree ("respond_by") WHERE "status" = 'open';--> statement-breakpoint
CREATE TABLE "claim_items" (
	"claim_id" integer NOT NULL REFERENCES "claims"("id") ON DELETE cascade,
	"order_item_id" integer NOT NULL REFERENCES "order_items"("id"),
	"quantity" integer NOT NULL,
	"accepted_quantity" integer,
	CONSTRAINT "claim_items_pk" PRIMARY KEY ("claim_id", "order_item_id"),
	CONSTRAINT "claim_items_quantity_positive" CHECK ("quantity" > 0),
	CONSTRAINT "claim_items_accepted_range" CHECK ("accepted_quantity" IS NULL OR ("accepted_quantity" >= 0 AND "accepted_quantity" <= "quantity"))
);--> statement-breakpoint
CREATE INDEX "claim_items_order_item_idx" ON "claim_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"claim_id" integer NOT NULL REFERENCES "claims"("id") ON DELETE cascade,
	"position" smallint NOT NULL,
	"file_key" text NOT NULL,
	CONSTRAINT "claim_photos_pk" PRIMARY KEY ("claim_id", "position")
);--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL REFERENCES "claims"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_events_actor_check" CHECK ("actor" IN ('retailer', 'wholesaler', 'admin', 'system'))
);--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id", "id");--> statement-breakpoint
-- Refunds: one for the order's cancellation, one per accepted claim.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claim_id" integer REFERENCES "claims"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_unique" ON "refunds" USING btree ("order_id") WHERE "kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_claim_unique" ON "refunds" USING btree ("claim_id") WHERE "claim_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_kind_shape";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_shape" CHECK (
	("kind" = 'order' AND "order_id" IS NOT NULL AND "claim_id" IS NULL)
	OR ("kind" = 'duplicate_capture' AND "order_id" IS NULL AND "claim_id" IS NULL AND "provider_payment_id" IS NOT NULL)
	OR ("kind" = 'claim' AND "order_id" IS NOT NULL AND "claim_id" IS NOT NULL));--> statement-breakpoint
-- Tax documents: a claim's credit notes (the seller's, and the marketplace's for the charge's share) name the claim.
ALTER TABLE "tax_documents" ADD COLUMN "claim_id" integer REFERENCES "claims"("id");--> statement-breakpoint
DROP INDEX "tax_documents_order_kind_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_unique" ON "tax_documents" USING btree ("order_id", "kind") WHERE "claim_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_claim_kind_unique" ON "tax_documents" USING btree ("claim_id", "kind") WHERE "claim_id" IS NOT NULL;
