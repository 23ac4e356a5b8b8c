ALTER TABLE "sales_documents" ADD COLUMN "total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_documents_list_total_idx" ON "sales_documents" USING btree ("brand_partner_id","total_cents" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sales_documents_list_company_idx" ON "sales_documents" USING btree ("brand_partner_id","contact_company_name" NULLS FIRST,"id");--> statement-breakpoint
-- The stored document total follows every insert, change and removal of a document's configurations in the same
-- transaction, whichever feature writes them (inquiry, document actions, EDI import).
CREATE FUNCTION "sales_documents_refresh_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "sales_documents" SET "total_cents" = (
      SELECT coalesce(sum("unit_price_cents" * "quantity"), 0) FROM "sales_document_configurations"
      WHERE "document_id" = OLD."document_id"
    ) WHERE "id" = OLD."document_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "sales_documents" SET "total_cents" = (
      SELECT coalesce(sum("unit_price_cents" * "quantity"), 0) FROM "sales_document_configurations"
      WHERE "document_id" = NEW."document_id"
    ) WHERE "id" = NEW."document_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_document_configurations_total_trg" AFTER INSERT OR DELETE OR UPDATE OF "document_id", "quantity", "unit_price_cents" ON "sales_document_configurations" FOR EACH ROW EXECUTE FUNCTION "sales_documents_refresh_total"();--> statement-breakpoint
UPDATE "sales_documents" SET "total_cents" = totals."total" FROM (
  SELECT "document_id", sum("unit_price_cents" * "quantity") AS "total" FROM "sales_document_configurations"
  GROUP BY "document_id"
) AS totals WHERE totals."document_id" = "sales_documents"."id";
