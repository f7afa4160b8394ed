-- Issue 53, finding 7: a second capture for a checkout (a retry that slipped through, a duplicate capture) is
-- refunded in full, once per captured payment id. Such a refund belongs to the checkout's payment, not to one
-- order, so it has no order; `provider_payment_id` names the capture it returns.
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_shape" CHECK (("refunds"."kind" = 'order' AND "refunds"."order_id" IS NOT NULL) OR ("refunds"."kind" = 'duplicate_capture' AND "refunds"."order_id" IS NULL AND "refunds"."provider_payment_id" IS NOT NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_duplicate_capture_unique" ON "refunds" USING btree ("provider_payment_id") WHERE "refunds"."kind" = 'duplicate_capture';--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
-- Finding 10: a cancel after shipping returns the goods to stock only when the seller says they came back
-- saleable; otherwise the order's units are written off (kept here so stock can be accounted for).
ALTER TABLE "orders" ADD COLUMN "stock_written_off" boolean DEFAULT false NOT NULL;
