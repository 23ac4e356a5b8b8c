ALTER TABLE "brand_partner_terms" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_terms" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_partners" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A new document takes its brand partner's default terms with their texts in every language (IsCustom false).
CREATE OR REPLACE FUNCTION "sales_documents_copy_default_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_document_terms" ("document_id", "kind", "name", "description", "texts", "value_hundredths", "sort_order", "is_custom")
  SELECT NEW."id", "kind", "name", "description", "texts", "value_hundredths", "sort_order", false
  FROM "brand_partner_terms" WHERE "brand_partner_id" = NEW."brand_partner_id";
  RETURN NULL;
END
$$;
