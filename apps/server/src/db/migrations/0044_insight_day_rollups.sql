CREATE TABLE "insight_document_days" (
	"day" date NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"owner_partner_id" uuid NOT NULL,
	"salesman_user_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"currency" varchar(3) NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"discount_percent_sum" numeric DEFAULT '0' NOT NULL,
	"discount_orders" integer DEFAULT 0 NOT NULL,
	"lead_days_sum" numeric DEFAULT '0' NOT NULL,
	"lead_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_document_days_day_brand_partner_id_owner_partner_id_salesman_user_id_type_id_currency_pk" PRIMARY KEY("day","brand_partner_id","owner_partner_id","salesman_user_id","type_id","currency")
);
--> statement-breakpoint
CREATE TABLE "insight_model_days" (
	"day" date NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"owner_partner_id" uuid NOT NULL,
	"salesman_user_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"currency" varchar(3) NOT NULL,
	"model_id" uuid NOT NULL,
	"catalogue_version_id" uuid NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_model_days_day_brand_partner_id_owner_partner_id_salesman_user_id_type_id_currency_model_id_catalogue_version_id_pk" PRIMARY KEY("day","brand_partner_id","owner_partner_id","salesman_user_id","type_id","currency","model_id","catalogue_version_id")
);
--> statement-breakpoint
-- The sales dashboard's day rollups (issue 43): each counted document's share of its day, storefront, owner partner,
-- salesperson, type and currency, and of each model of its lines; kept by insight_document_refresh (the old row's share
-- taken off before it is replaced, the new one's added) in the writing transaction, built in bulk here.
CREATE VIEW "insight_document_shares" AS
SELECT d."document_id", (d."created_at" AT TIME ZONE 'UTC')::date AS "day", d."brand_partner_id", d."owner_partner_id",
  coalesce(d."salesman_user_id", '00000000-0000-0000-0000-000000000000') AS "salesman_user_id", d."type_id", d."currency",
  1 AS "documents", d."offer"::int AS "offers", d."sent"::int AS "sent", d."converted"::int AS "converted",
  d."net_cents", d."tax_cents",
  coalesce(CASE WHEN d."base_cents" > 0 THEN d."discount_cents"::numeric * 100 / d."base_cents" END, 0) AS "discount_percent_sum",
  coalesce(d."base_cents" > 0, false)::int AS "discount_orders",
  coalesce(extract(epoch from (d."created_at" - d."offer_created_at"))::numeric / 86400, 0) AS "lead_days_sum",
  (d."offer_created_at" IS NOT NULL)::int AS "lead_orders"
FROM "insight_documents" d;--> statement-breakpoint
CREATE VIEW "insight_model_shares" AS
SELECT s."document_id", s."day", s."brand_partner_id", s."owner_partner_id", s."salesman_user_id", s."type_id", s."currency",
  m."model_id", m."catalogue_version_id", 1 AS "documents", s."offers", m."net_cents", m."tax_cents"
FROM "insight_document_shares" s JOIN "insight_document_models" m ON m."document_id" = s."document_id";--> statement-breakpoint
-- Adds (sign 1) or takes off (sign -1) a document's shares as its summary rows now stand.
CREATE FUNCTION "insight_document_share"(doc uuid, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "insight_document_days" AS t ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id",
      "currency", "documents", "offers", "sent", "converted", "net_cents", "tax_cents", "discount_percent_sum",
      "discount_orders", "lead_days_sum", "lead_orders")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id", "currency", sign * "documents",
      sign * "offers", sign * "sent", sign * "converted", sign * "net_cents", sign * "tax_cents",
      sign * "discount_percent_sum", sign * "discount_orders", sign * "lead_days_sum", sign * "lead_orders"
    FROM "insight_document_shares" WHERE "document_id" = doc
  ON CONFLICT ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id", "currency") DO UPDATE SET
    "documents" = t."documents" + excluded."documents", "offers" = t."offers" + excluded."offers",
    "sent" = t."sent" + excluded."sent", "converted" = t."converted" + excluded."converted",
    "net_cents" = t."net_cents" + excluded."net_cents", "tax_cents" = t."tax_cents" + excluded."tax_cents",
    "discount_percent_sum" = t."discount_percent_sum" + excluded."discount_percent_sum",
    "discount_orders" = t."discount_orders" + excluded."discount_orders",
    "lead_days_sum" = t."lead_days_sum" + excluded."lead_days_sum", "lead_orders" = t."lead_orders" + excluded."lead_orders";
  INSERT INTO "insight_model_days" AS t ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id",
      "currency", "model_id", "catalogue_version_id", "documents", "offers", "net_cents", "tax_cents")
    SELECT "day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id", "currency", "model_id",
      "catalogue_version_id", sign * "documents", sign * "offers", sign * "net_cents", sign * "tax_cents"
    FROM "insight_model_shares" WHERE "document_id" = doc
  ON CONFLICT ("day", "brand_partner_id", "owner_partner_id", "salesman_user_id", "type_id", "currency", "model_id",
      "catalogue_version_id") DO UPDATE SET
    "documents" = t."documents" + excluded."documents", "offers" = t."offers" + excluded."offers",
    "net_cents" = t."net_cents" + excluded."net_cents", "tax_cents" = t."tax_cents" + excluded."tax_cents";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_document_refresh"(doc uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF doc IS NULL THEN
    RETURN;
  END IF;
  PERFORM "insight_document_share"(doc, -1);
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
  PERFORM "insight_document_share"(doc, 1);
END $$;--> statement-breakpoint
-- The rollups summed from the per-document summary (this migration, insight_documents_rebuild()).
CREATE FUNCTION "insight_days_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "insight_document_days";
  DELETE FROM "insight_model_days";
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_documents_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "insight_documents";
  DELETE FROM "insight_document_models";
  INSERT INTO "insight_documents" ("document_id", "type_id", "brand_partner_id", "owner_partner_id", "salesman_user_id",
      "created_at", "currency", "net_cents", "tax_cents", "offer", "sent", "converted", "discount_cents", "base_cents",
      "offer_created_at")
    SELECT "document_id", "type_id", "brand_partner_id", "owner_partner_id", "salesman_user_id", "created_at",
      "currency", "net_cents", "tax_cents", "offer", "sent", "converted", "discount_cents", "base_cents",
      "offer_created_at"
    FROM "insight_document_facts";
  INSERT INTO "insight_document_models" ("document_id", "model_id", "catalogue_version_id", "net_cents", "tax_cents")
    SELECT m."document_id", m."model_id", m."catalogue_version_id", m."net_cents", m."tax_cents"
    FROM "insight_document_model_facts" m JOIN "insight_documents" i ON i."document_id" = m."document_id";
  SELECT "insight_days_rebuild"();
$$;--> statement-breakpoint
SELECT "insight_days_rebuild"();
