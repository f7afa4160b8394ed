DROP INDEX "products_active_created_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_centi" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null and "products"."stock" > 0;