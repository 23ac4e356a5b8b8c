-- contract step (expanded in 1.56.1): the unique number widens to (owner, year, number, revision) and each revision of an offer is unique; an earlier release writes revision 1 with no root (a document is its own first revision), which passes both indexes, so an earlier server runs on this schema.
DROP INDEX "sales_documents_owner_year_number_uq";--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "revision_line_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "revision_root_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "superseded_by_document_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_revision_root_id_sales_documents_id_fk" FOREIGN KEY ("revision_root_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_superseded_by_document_id_sales_documents_id_fk" FOREIGN KEY ("superseded_by_document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_revision_uq" ON "sales_documents" USING btree (coalesce("revision_root_id", "id"),"revision");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_owner_year_number_uq" ON "sales_documents" USING btree ("owner_partner_id","year","number","revision");