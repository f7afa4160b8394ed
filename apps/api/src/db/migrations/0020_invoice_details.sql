-- Issue 53, items 2 and 4: the GST unit of a product's quantity, copied to each order line as sold, and the
-- wholesaler's signature image printed on its invoices and credit notes. A new signature retires the old one
-- instead of replacing it, so each issued document keeps the signature it was issued with. Images are stored as
-- PNG, made small by the server.
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'NOS' NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit" text DEFAULT 'NOS' NOT NULL;
--> statement-breakpoint
CREATE TABLE "invoice_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"wholesaler_id" integer NOT NULL,
	"image" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "invoice_signatures_wholesaler_id_users_id_fk" FOREIGN KEY ("wholesaler_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_signatures_current_unique" ON "invoice_signatures" USING btree ("wholesaler_id") WHERE "invoice_signatures"."retired_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "signature_id" integer;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_signature_id_invoice_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "invoice_signatures"("id");
