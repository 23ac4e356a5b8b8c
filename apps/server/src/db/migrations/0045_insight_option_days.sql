CREATE TABLE "insight_document_options" (
	"document_id" uuid NOT NULL,
	"parameter_id" text NOT NULL,
	"value_id" text NOT NULL,
	"model_id" uuid NOT NULL,
	"catalogue_version_id" uuid NOT NULL,
	"configurations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_document_options_document_id_parameter_id_value_id_pk" PRIMARY KEY("document_id","parameter_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "insight_option_days" (
	"day" date NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"owner_partner_id" uuid NOT NULL,
	"salesman_user_id" uuid NOT NULL,
	"parameter_id" text NOT NULL,
	"value_id" text NOT NULL,
	"model_id" uuid NOT NULL,
	"catalogue_version_id" uuid NOT NULL,
	"configurations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_option_days_day_brand_partner_id_owner_partner_id_salesman_user_id_parameter_id_value_id_model_id_catalogue_version_id_pk" PRIMARY KEY("day","brand_partner_id","owner_partner_id","salesman_user_id","parameter_id","value_id","model_id","catalogue_version_id")
);
--> statement-breakpoint
-- The sales dashboard's top options (issue 43): each counted order's list choices (parameter and value ids) per
-- document, and their sum per day, storefront, owner partner, salesperson, option and naming model and version; kept
-- by insight_document_refresh in the writing transaction like the other rollups, built in bulk here.
CREATE VIEW "insight_document_option_facts" AS
SELECT l."document_id", e."key" AS "parameter_id", e."value" AS "value_id", min(c."model_id"::text)::uuid AS "model_id",
  min(c."catalogue_version_id"::text)::uuid AS "catalogue_version_id", count(*)::int AS "configurations"
FROM "sales_document_configurations" l JOIN "configurations" c ON c."id" = l."configuration_id"
CROSS JOIN LATERAL jsonb_each_text(c."choices") e
WHERE e."value" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
GROUP BY l."document_id", e."key", e."value";--> statement-breakpoint
CREATE VIEW "insight_option_shares" AS
SELECT s."document_id", s."day", s."brand_partner_id", s."owner_partner_id", s."salesman_user_id", o."parameter_id",
  o."value_id", o."model_id", o."catalogue_version_id", o."configurations"
FROM "insight_document_shares" s JOIN "insight_document_options" o ON o."document_id" = s."document_id";--> statement-breakpoint
CREATE FUNCTION "insight_option_share"(doc uuid, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "insight_option_days" AS t ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id",
      "parameter_id", "value_id", "model_id", "catalogue_version_id", "configurations")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "parameter_id", "value_id", "model_id",
      "catalogue_version_id", sign * "configurations"
    FROM "insight_option_shares" WHERE "document_id" = doc
  ON CONFLICT ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "parameter_id", "value_id", "model_id",
      "catalogue_version_id") DO UPDATE SET "configurations" = t."configurations" + excluded."configurations";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_document_refresh"(doc uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF doc IS NULL THEN
    RETURN;
  END IF;
  PERFORM "insight_document_share"(doc, -1);
  PERFORM "insight_option_share"(doc, -1);
  DELETE FROM "insight_documents" WHERE "document_id" = doc;
  INSERT INTO "insight_documents" ("document_id", "type_id", "brand_partner_id", "owner_partner_id", "salesman_user_id",
      "created_at", "currency", "net_cents", "tax_cents", "offer", "sent", "converted", "discount_cents", "base_cents",
      "offer_created_at")
    SELECT "document_id", "type_id", "brand_partner_id", "owner_partner_id", "salesman_user_id", "created_at",
      "currency", "net_cents", "tax_cents", "offer", "sent", "converted", "discount_cents", "base_cents",
      "offer_created_at"
    FROM "insight_document_facts" WHERE "document_id" = doc;
  DELETE FROM "insight_document_models" WHERE "document_id" = doc;
  INSERT INTO "insight_document_models" ("document_id", "model_id", "catalogue_version_id", "net_cents", "tax_cents")
    SELECT m."document_id", m."model_id", m."catalogue_version_id", m."net_cents", m."tax_cents"
    FROM "insight_document_model_facts" m
    WHERE m."document_id" = doc AND EXISTS (SELECT 1 FROM "insight_documents" i WHERE i."document_id" = doc);
  -- The options of orders only (the top options are the ordered configurations').
  DELETE FROM "insight_document_options" WHERE "document_id" = doc;
  INSERT INTO "insight_document_options" ("document_id", "parameter_id", "value_id", "model_id", "catalogue_version_id",
      "configurations")
    SELECT o."document_id", o."parameter_id", o."value_id", o."model_id", o."catalogue_version_id", o."configurations"
    FROM "insight_document_option_facts" o
    WHERE o."document_id" = doc AND EXISTS (SELECT 1 FROM "insight_documents" i WHERE i."document_id" = doc
      AND i."type_id" = '0d7b1c10-0001-4000-8000-000000000003');
  PERFORM "insight_document_share"(doc, 1);
  PERFORM "insight_option_share"(doc, 1);
END $$;--> statement-breakpoint
-- The rollups (and the orders' options they sum) built from the per-document summary: migrations, and
-- insight_documents_rebuild() after a bulk load.
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
      "value_id", "model_id", "catalogue_version_id", "configurations")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "parameter_id", "value_id", "model_id",
      "catalogue_version_id", sum("configurations")
    FROM "insight_option_shares" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
$$;--> statement-breakpoint
SELECT "insight_days_rebuild"();--> statement-breakpoint
-- A configuration's choices too: the top options of the orders it is a line of.
DROP TRIGGER "configurations_insight_model_trg" ON "configurations";--> statement-breakpoint
CREATE TRIGGER "configurations_insight_model_trg" AFTER UPDATE ON "configurations" FOR EACH ROW
  WHEN ((OLD."model_id", OLD."catalogue_version_id", OLD."choices") IS DISTINCT FROM (NEW."model_id", NEW."catalogue_version_id", NEW."choices"))
  EXECUTE FUNCTION "configurations_insight_model"();
