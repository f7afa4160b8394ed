-- Issue 53, finding 6: the marketplace invoices its own shipping & platform charge to the retailer, in its own
-- series per financial year (not a seller's), and issues a credit note when the charge is refunded. The documents
-- live beside the sellers' in tax_documents (kinds platform_invoice and platform_credit_note), so their PDFs are
-- kept the same way; their numbers are unique across the marketplace.
CREATE TABLE "platform_document_series" (
	"kind" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "platform_document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_platform_number_unique" ON "tax_documents" USING btree ("kind","number") WHERE "kind" IN ('platform_invoice', 'platform_credit_note');
