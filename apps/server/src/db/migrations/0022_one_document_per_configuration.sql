-- A configuration is in at most one document. Lines that share one with an earlier line get a copy of their own.
DO $$
DECLARE
  shared record;
  copy_id uuid;
BEGIN
  FOR shared IN
    SELECT line.id AS line_id, line.configuration_id
    FROM (
      SELECT id, configuration_id,
        row_number() OVER (PARTITION BY configuration_id ORDER BY created_at, id) AS rank
      FROM sales_document_configurations
    ) AS line
    WHERE line.rank > 1
  LOOP
    INSERT INTO configurations (brand_partner_id, model_id, catalogue_version_id, choices, comment, owner_user_id)
    SELECT brand_partner_id, model_id, catalogue_version_id, choices, comment, owner_user_id
    FROM configurations WHERE id = shared.configuration_id
    RETURNING id INTO copy_id;
    UPDATE sales_document_configurations SET configuration_id = copy_id WHERE id = shared.line_id;
  END LOOP;
END $$;--> statement-breakpoint
DROP INDEX "sales_document_configurations_configuration_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_document_configurations_configuration_uq" ON "sales_document_configurations" USING btree ("configuration_id");