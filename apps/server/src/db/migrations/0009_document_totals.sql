ALTER TABLE "sales_document_configurations" ADD COLUMN "with_additional_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "total_price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "total_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "total_price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "total_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A configuration's stored totals before any calculation rows exist: unit price × quantity, no tax. The calculation
-- (costs, discounts, net costs, tax) replaces this function when it lands; it runs on every insert and on a change of
-- quantity or unit price, whichever feature writes them.
CREATE FUNCTION "sales_document_configurations_set_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."with_additional_cost_cents" := NEW."unit_price_cents" * NEW."quantity";
  NEW."total_price_cents" := NEW."unit_price_cents" * NEW."quantity";
  NEW."total_tax_cents" := 0;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_document_configurations_totals_trg" BEFORE INSERT OR UPDATE OF "quantity", "unit_price_cents" ON "sales_document_configurations" FOR EACH ROW EXECUTE FUNCTION "sales_document_configurations_set_totals"();--> statement-breakpoint
-- The document's totals are the sums of its configurations' stored totals, in the writing transaction.
CREATE OR REPLACE FUNCTION "sales_documents_refresh_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "sales_documents" AS d SET
      "total_price_cents" = t."price", "total_tax_cents" = t."tax", "total_cents" = t."price" + t."tax"
    FROM (
      SELECT coalesce(sum("total_price_cents"), 0) AS "price", coalesce(sum("total_tax_cents"), 0) AS "tax"
      FROM "sales_document_configurations" WHERE "document_id" = OLD."document_id"
    ) AS t WHERE d."id" = OLD."document_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "sales_documents" AS d SET
      "total_price_cents" = t."price", "total_tax_cents" = t."tax", "total_cents" = t."price" + t."tax"
    FROM (
      SELECT coalesce(sum("total_price_cents"), 0) AS "price", coalesce(sum("total_tax_cents"), 0) AS "tax"
      FROM "sales_document_configurations" WHERE "document_id" = NEW."document_id"
    ) AS t WHERE d."id" = NEW."document_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "sales_document_configurations_total_trg" ON "sales_document_configurations";--> statement-breakpoint
CREATE TRIGGER "sales_document_configurations_total_trg" AFTER INSERT OR DELETE OR UPDATE OF "document_id", "quantity", "unit_price_cents", "total_price_cents", "total_tax_cents" ON "sales_document_configurations" FOR EACH ROW EXECUTE FUNCTION "sales_documents_refresh_total"();--> statement-breakpoint
UPDATE "sales_document_configurations" SET "quantity" = "quantity";--> statement-breakpoint
UPDATE "sales_documents" AS d SET "total_price_cents" = d."total_cents";
