-- Issue 52, finding 5: a review counts only while its retailer has a delivered order of the product that was not
-- canceled or fully refunded (modules/reviews/review-backing.ts).
ALTER TABLE "reviews" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Reviews written before this rule whose delivered order was later canceled, refunded or moved back are withdrawn;
-- reviews with no order behind them at all (the demo catalogue's) are left as they are.
UPDATE "reviews" SET "withdrawn_at" = now()
WHERE EXISTS (
    SELECT 1 FROM "order_items" oi
    INNER JOIN "orders" o ON o."id" = oi."order_id"
    INNER JOIN "order_events" e ON e."order_id" = o."id" AND e."status" = 'delivered'
    WHERE o."retailer_id" = "reviews"."user_id" AND oi."product_id" = "reviews"."product_id"
  )
  AND NOT EXISTS (
    SELECT 1 FROM "order_items" oi
    INNER JOIN "orders" o ON o."id" = oi."order_id"
    WHERE o."retailer_id" = "reviews"."user_id" AND oi."product_id" = "reviews"."product_id"
      AND o."status" = 'delivered'
      AND NOT EXISTS (SELECT 1 FROM "refunds" f WHERE f."order_id" = o."id" AND f."amount_paise" >= o."total_paise")
  );--> statement-breakpoint
UPDATE "products" SET "rating_centi" = totals."rating_centi", "review_count" = totals."review_count"
FROM (
  SELECT r."product_id",
    coalesce(round(avg(r."rating") FILTER (WHERE r."withdrawn_at" IS NULL) * 100)::int, 0) AS "rating_centi",
    (count(*) FILTER (WHERE r."withdrawn_at" IS NULL))::int AS "review_count"
  FROM "reviews" r
  WHERE r."product_id" IN (SELECT "product_id" FROM "reviews" WHERE "withdrawn_at" IS NOT NULL)
  GROUP BY r."product_id"
) AS totals
WHERE "products"."id" = totals."product_id"
  AND ("products"."rating_centi", "products"."review_count") IS DISTINCT FROM (totals."rating_centi", totals."review_count");--> statement-breakpoint
-- Finding 6: at most one e-mail per person per order per 10 minutes; later notices about the order are folded
-- into the next e-mail (modules/notifications/order-email-windows.ts).
ALTER TABLE "notification_deliveries" ADD COLUMN "folded_into" integer;--> statement-breakpoint
CREATE TABLE "order_email_windows" (
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_email_windows_user_id_order_id_pk" PRIMARY KEY("user_id","order_id")
);--> statement-breakpoint
ALTER TABLE "order_email_windows" ADD CONSTRAINT "order_email_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_email_windows" ADD CONSTRAINT "order_email_windows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
