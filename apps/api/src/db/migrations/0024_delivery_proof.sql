-- Issue 54, delivery: an order gets a 6-digit code for its retailer when it ships, and records when and how it was
-- delivered (the code, the retailer's confirmation, the seller's word, or the timeout). Wrong codes are counted on
-- the order itself so the lock-out holds across API processes and restarts.
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_proof" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_proof_check"
  CHECK ("delivery_proof" IS NULL OR "delivery_proof" IN ('code', 'retailer', 'seller', 'timeout'));--> statement-breakpoint
-- The auto-delivery pass looks only at shipped orders, oldest shipment first.
CREATE INDEX "orders_shipped_at_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 'shipped';--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "delivery_proof" text;--> statement-breakpoint
-- The timeline says how each delivery was proven: the trigger copies the proof set with the status.
CREATE OR REPLACE FUNCTION "record_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.status_description IS DISTINCT FROM OLD.status_description THEN
    INSERT INTO "order_events" ("order_id", "status", "description", "at", "delivery_proof")
    VALUES (NEW.id, NEW.status, NEW.status_description, CASE
      WHEN TG_OP = 'INSERT' THEN NEW.created_at
      WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at
      ELSE now()
    END, CASE WHEN NEW.status = 'delivered' THEN NEW.delivery_proof END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Orders shipped or delivered before this change: their times come from their history. They have no code (the
-- retailer confirms, or the seller marks them delivered) and their deliveries count as the seller's word.
UPDATE "orders" SET "shipped_at" = coalesce(
    (SELECT max(e."at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'shipped'),
    "updated_at")
WHERE "status" = 'shipped';--> statement-breakpoint
UPDATE "orders" SET "shipped_at" =
    (SELECT max(e."at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'shipped')
WHERE "status" = 'delivered';--> statement-breakpoint
UPDATE "orders" SET "delivery_proof" = 'seller', "delivered_at" = coalesce(
    (SELECT min(e."at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'delivered'),
    "updated_at")
WHERE "status" = 'delivered';--> statement-breakpoint
UPDATE "order_events" SET "delivery_proof" = 'seller' WHERE "status" = 'delivered';
