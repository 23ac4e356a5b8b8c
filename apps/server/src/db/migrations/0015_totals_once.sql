-- hand-written (calculation-speed):
-- The document's totals once per change of a configuration row, and only when they change: an update that keeps the
-- row in its document refreshed that document twice (for OLD and for NEW), and every refresh wrote the document row
-- (and its thirteen index entries) even when the sums were the same. A change of the totals is a change of the
-- document, so the same write sets its "updated_at": the writer's own touch then finds it done and the document row
-- is written once per change (a second write of the row in one transaction re-inserts every index entry).
-- plpgsql, not sql: its plan is kept for the session (a sql function's is made again on every call).
CREATE FUNCTION "sales_documents_refresh_total_of"(document uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sales_documents" AS d SET
    "total_price_cents" = t."price", "total_tax_cents" = t."tax", "total_cents" = t."price" + t."tax",
    "updated_at" = now()
  FROM (
    SELECT coalesce(sum("total_price_cents"), 0) AS "price", coalesce(sum("total_tax_cents"), 0) AS "tax"
    FROM "sales_document_configurations" WHERE "document_id" = document
  ) AS t
  WHERE d."id" = document AND (d."total_price_cents", d."total_tax_cents") IS DISTINCT FROM (t."price", t."tax");
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_documents_refresh_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."document_id" IS DISTINCT FROM NEW."document_id") THEN
    PERFORM "sales_documents_refresh_total_of"(OLD."document_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "sales_documents_refresh_total_of"(NEW."document_id");
  END IF;
  RETURN NULL;
END
$$;
