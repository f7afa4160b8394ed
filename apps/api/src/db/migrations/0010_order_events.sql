CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE FUNCTION "record_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.status_description IS DISTINCT FROM OLD.status_description THEN
    INSERT INTO "order_events" ("order_id", "status", "description", "at")
    VALUES (NEW.id, NEW.status, NEW.status_description, CASE
      WHEN TG_OP = 'INSERT' THEN NEW.created_at
      WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at
      ELSE now()
    END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_record_event" AFTER INSERT OR UPDATE OF "status", "status_description" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "record_order_event"();--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "description", "at")
  SELECT "id", "status", "status_description", "updated_at" FROM "orders";
