ALTER TABLE "insight_option_days" ADD COLUMN "documents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The top options' orders (issue 43): each row of insight_option_days also counts the orders that chose the option, so
-- a top option says how many orders its document list holds (an order's configurations may choose it several times).
-- An order names each option with one model and version (insight_document_options), so it counts once per option.
CREATE OR REPLACE VIEW "insight_option_shares" AS
SELECT s."document_id", s."day", s."brand_partner_id", s."owner_partner_id", s."salesman_user_id", o."parameter_id",
  o."value_id", o."model_id", o."catalogue_version_id", o."configurations", 1 AS "documents"
FROM "insight_document_shares" s JOIN "insight_document_options" o ON o."document_id" = s."document_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_option_share"(doc uuid, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "insight_option_days" AS t ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id",
      "parameter_id", "value_id", "model_id", "catalogue_version_id", "configurations", "documents")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "parameter_id", "value_id", "model_id",
      "catalogue_version_id", sign * "configurations", sign * "documents"
    FROM "insight_option_shares" WHERE "document_id" = doc
  ON CONFLICT ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "parameter_id", "value_id", "model_id",
      "catalogue_version_id") DO UPDATE SET "configurations" = t."configurations" + excluded."configurations",
      "documents" = t."documents" + excluded."documents";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_days_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "insight_document_days";
  DELETE FROM "insight_model_days";
  DELETE FROM "insight_document_options";
  DELETE FROM "insight_option_days";
  INSERT INTO "insight_document_days" ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id",
      "currency", "documents", "offers", "sent", "converted", "net_cents", "tax_cents", "discount_percent_sum",
      "discount_orders", "lead_days_sum", "lead_orders")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id", "currency", sum("documents"),
      sum("offers"), sum("sent"), sum("converted"), sum("net_cents"), sum("tax_cents"), sum("discount_percent_sum"),
      sum("discount_orders"), sum("lead_days_sum"), sum("lead_orders")
    FROM "insight_document_shares" GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO "insight_model_days" ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id",
      "currency", "model_id", "catalogue_version_id", "documents", "offers", "net_cents", "tax_cents")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id", "currency", "model_id",
      "catalogue_version_id", sum("documents"), sum("offers"), sum("net_cents"), sum("tax_cents")
    FROM "insight_model_shares" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO "insight_document_options" ("document_id", "parameter_id", "value_id", "model_id", "catalogue_version_id",
      "configurations")
    SELECT o."document_id", o."parameter_id", o."value_id", o."model_id", o."catalogue_version_id", o."configurations"
    FROM "insight_document_option_facts" o JOIN "insight_documents" i ON i."document_id" = o."document_id"
    WHERE i."type_id" = '0d7b1c10-0001-4000-8000-000000000003';
  INSERT INTO "insight_option_days" ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "parameter_id",
      "value_id", "model_id", "catalogue_version_id", "configurations", "documents")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "parameter_id", "value_id", "model_id",
      "catalogue_version_id", sum("configurations"), sum("documents")
    FROM "insight_option_shares" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
$$;--> statement-breakpoint
SELECT "insight_days_rebuild"();
