-- Issue 53, item 5: a seller with a turnover above Rs. 5 crore reports each invoice and credit note to the Invoice
-- Registration Portal and records its answer here, on the document it was reported for. An IRN names one document
-- only, so it is unique wherever it is set; the other columns are set together with it, once.
ALTER TABLE "tax_documents" ADD COLUMN "irn" text;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "irn_ack_no" text;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "irn_ack_date" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "irn_signed_qr" text;
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "irn_recorded_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_irn_unique" ON "tax_documents" USING btree ("irn") WHERE "tax_documents"."irn" IS NOT NULL;
