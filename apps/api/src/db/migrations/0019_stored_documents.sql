-- Issue 52, finding 9: an issued tax document never changes, so its PDF is made once (on the first request) and
-- served from here afterwards. The first writer wins; a concurrent maker reads the stored bytes back.
CREATE TABLE "tax_document_pdfs" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"pdf" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_document_pdfs_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "tax_documents"("id") ON DELETE cascade
);
