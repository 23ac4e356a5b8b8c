CREATE TABLE "insight_document_models" (
	"document_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"catalogue_version_id" uuid NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_document_models_document_id_model_id_pk" PRIMARY KEY("document_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "insight_documents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"type_id" uuid NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"owner_partner_id" uuid NOT NULL,
	"salesman_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"currency" varchar(3) NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"offer" boolean DEFAULT false NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"converted" boolean DEFAULT false NOT NULL,
	"discount_cents" bigint,
	"base_cents" bigint,
	"offer_created_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "insight_documents_period_idx" ON "insight_documents" USING btree ("type_id","created_at");--> statement-breakpoint
-- The sales dashboard's per-document summary (issue 43): the facts of every counted document, computed from the base
-- tables by a view, copied into insight_documents (and its models into insight_document_models) by triggers in the
-- writing transaction, built in bulk here. Counted: inquiries, offers and orders neither archived nor forwarded away.
CREATE VIEW "insight_document_facts" AS
SELECT d."id" AS "document_id", d."type_id", d."brand_partner_id", d."owner_partner_id", d."salesman_user_id",
  d."created_at", d."currency", d."total_price_cents" AS "net_cents", d."total_tax_cents" AS "tax_cents",
  (d."type_id" = '0d7b1c10-0001-4000-8000-000000000002' AND d."revision_root_id" IS NULL) AS "offer",
  (d."type_id" = '0d7b1c10-0001-4000-8000-000000000002' AND d."revision_root_id" IS NULL AND EXISTS (
    SELECT 1 FROM "sales_documents" r JOIN "sales_document_generated" g ON g."document_id" = r."id"
    WHERE coalesce(r."revision_root_id", r."id") = d."id" AND g."type_id" = '0d7b1c10-0001-4000-8000-000000000008'
  )) AS "sent",
  (d."type_id" = '0d7b1c10-0001-4000-8000-000000000002' AND d."revision_root_id" IS NULL AND EXISTS (
    SELECT 1 FROM "sales_documents" r JOIN "sales_documents" o ON o."initial_document_id" = r."id"
    WHERE coalesce(r."revision_root_id", r."id") = d."id" AND o."type_id" = '0d7b1c10-0001-4000-8000-000000000003'
      AND o."status_id" NOT IN ('0d7b1c10-0002-4000-8000-000000000004', '0d7b1c10-0002-4000-8000-000000000027')
  )) AS "converted",
  x."discount_cents", x."base_cents",
  (SELECT f0."created_at" FROM "sales_documents" f JOIN "sales_documents" f0 ON f0."id" = coalesce(f."revision_root_id", f."id")
    WHERE d."type_id" = '0d7b1c10-0001-4000-8000-000000000003' AND f."id" = d."initial_document_id"
      AND f."type_id" = '0d7b1c10-0001-4000-8000-000000000002') AS "offer_created_at"
FROM "sales_documents" d
LEFT JOIN LATERAL (
  SELECT sum(l."with_additional_cost_cents" + coalesce((
      SELECT sum(c."value_cents") FROM "document_configuration_costs" c
      WHERE c."document_configuration_id" = l."id" AND c."kind" = 'net'), 0) - l."total_price_cents")::bigint AS "discount_cents",
    sum(l."with_additional_cost_cents")::bigint AS "base_cents"
  FROM "sales_document_configurations" l
  WHERE d."type_id" = '0d7b1c10-0001-4000-8000-000000000003' AND l."document_id" = d."id"
) x ON true
WHERE d."type_id" IN ('0d7b1c10-0001-4000-8000-000000000001', '0d7b1c10-0001-4000-8000-000000000002', '0d7b1c10-0001-4000-8000-000000000003')
  AND d."status_id" NOT IN ('0d7b1c10-0002-4000-8000-000000000004', '0d7b1c10-0002-4000-8000-000000000027');--> statement-breakpoint
CREATE VIEW "insight_document_model_facts" AS
SELECT l."document_id", c."model_id", min(c."catalogue_version_id"::text)::uuid AS "catalogue_version_id",
  sum(l."total_price_cents")::bigint AS "net_cents", sum(l."total_tax_cents")::bigint AS "tax_cents"
FROM "sales_document_configurations" l JOIN "configurations" c ON c."id" = l."configuration_id"
GROUP BY l."document_id", c."model_id";--> statement-breakpoint
CREATE FUNCTION "insight_document_refresh"(doc uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF doc IS NULL THEN
    RETURN;
  END IF;
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
END $$;--> statement-breakpoint
-- The first revision of an offer (its sent and converted facts read every revision), or the document itself.
CREATE FUNCTION "insight_offer_root"(doc uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce("revision_root_id", "id") FROM "sales_documents" WHERE "id" = doc;
$$;--> statement-breakpoint
-- Everything built in bulk from the base tables (this migration; the bench after its bulk load).
CREATE FUNCTION "insight_documents_rebuild"() RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
SELECT "insight_documents_rebuild"();--> statement-breakpoint
-- A document changed: itself, the first revision of its offer (a revision sent or deleted), the offer its order was
-- made from (converted) and, when it goes or changes type, the orders made from it (time offer → order).
CREATE FUNCTION "sales_documents_insight"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
  related uuid;
BEGIN
  PERFORM "insight_document_refresh"(doc);
  IF TG_OP <> 'INSERT' THEN
    IF OLD."revision_root_id" IS NOT NULL THEN
      PERFORM "insight_document_refresh"(OLD."revision_root_id");
    END IF;
    IF OLD."initial_document_id" IS NOT NULL THEN
      PERFORM "insight_document_refresh"("insight_offer_root"(OLD."initial_document_id"));
    END IF;
    IF TG_OP = 'DELETE' OR OLD."type_id" IS DISTINCT FROM NEW."type_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at" THEN
      FOR related IN SELECT o."id" FROM "sales_documents" o JOIN "sales_documents" r ON o."initial_document_id" = r."id"
          WHERE coalesce(r."revision_root_id", r."id") = doc LOOP
        PERFORM "insight_document_refresh"(related);
      END LOOP;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."revision_root_id" IS NOT NULL AND NEW."revision_root_id" IS DISTINCT FROM OLD."revision_root_id" THEN
      PERFORM "insight_document_refresh"(NEW."revision_root_id");
    END IF;
    IF NEW."initial_document_id" IS NOT NULL AND (TG_OP = 'INSERT' OR (OLD."initial_document_id", OLD."type_id", OLD."status_id")
        IS DISTINCT FROM (NEW."initial_document_id", NEW."type_id", NEW."status_id")) THEN
      PERFORM "insight_document_refresh"("insight_offer_root"(NEW."initial_document_id"));
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_documents_insight_trg" AFTER INSERT OR DELETE ON "sales_documents" FOR EACH ROW EXECUTE FUNCTION "sales_documents_insight"();--> statement-breakpoint
CREATE TRIGGER "sales_documents_insight_update_trg" AFTER UPDATE ON "sales_documents" FOR EACH ROW
  WHEN ((OLD."type_id", OLD."status_id", OLD."brand_partner_id", OLD."owner_partner_id", OLD."salesman_user_id", OLD."created_at", OLD."currency", OLD."total_price_cents", OLD."total_tax_cents", OLD."initial_document_id", OLD."revision_root_id")
    IS DISTINCT FROM (NEW."type_id", NEW."status_id", NEW."brand_partner_id", NEW."owner_partner_id", NEW."salesman_user_id", NEW."created_at", NEW."currency", NEW."total_price_cents", NEW."total_tax_cents", NEW."initial_document_id", NEW."revision_root_id"))
  EXECUTE FUNCTION "sales_documents_insight"();--> statement-breakpoint
-- A line's prices or configuration: its document's discount and models.
CREATE FUNCTION "sales_document_configurations_insight"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "insight_document_refresh"(OLD."document_id");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."document_id" IS DISTINCT FROM OLD."document_id") THEN
    PERFORM "insight_document_refresh"(NEW."document_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_document_configurations_insight_trg" AFTER INSERT OR DELETE ON "sales_document_configurations" FOR EACH ROW EXECUTE FUNCTION "sales_document_configurations_insight"();--> statement-breakpoint
CREATE TRIGGER "sales_document_configurations_insight_update_trg" AFTER UPDATE ON "sales_document_configurations" FOR EACH ROW
  WHEN ((OLD."document_id", OLD."configuration_id", OLD."with_additional_cost_cents", OLD."total_price_cents", OLD."total_tax_cents")
    IS DISTINCT FROM (NEW."document_id", NEW."configuration_id", NEW."with_additional_cost_cents", NEW."total_price_cents", NEW."total_tax_cents"))
  EXECUTE FUNCTION "sales_document_configurations_insight"();--> statement-breakpoint
-- A line's net cost: its document's discount.
CREATE FUNCTION "document_configuration_costs_insight"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "insight_document_refresh"((SELECT l."document_id" FROM "sales_document_configurations" l WHERE l."id" = OLD."document_configuration_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "insight_document_refresh"((SELECT l."document_id" FROM "sales_document_configurations" l WHERE l."id" = NEW."document_configuration_id"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_configuration_costs_insight_trg" AFTER INSERT OR DELETE ON "document_configuration_costs" FOR EACH ROW EXECUTE FUNCTION "document_configuration_costs_insight"();--> statement-breakpoint
CREATE TRIGGER "document_configuration_costs_insight_update_trg" AFTER UPDATE ON "document_configuration_costs" FOR EACH ROW
  WHEN ((OLD."document_configuration_id", OLD."kind", OLD."value_cents") IS DISTINCT FROM (NEW."document_configuration_id", NEW."kind", NEW."value_cents"))
  EXECUTE FUNCTION "document_configuration_costs_insight"();--> statement-breakpoint
-- An "offer sent" record: the first revision of its offer.
CREATE FUNCTION "sales_document_generated_insight"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."type_id" = '0d7b1c10-0001-4000-8000-000000000008' THEN
    PERFORM "insight_document_refresh"("insight_offer_root"(OLD."document_id"));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."type_id" = '0d7b1c10-0001-4000-8000-000000000008' THEN
    PERFORM "insight_document_refresh"("insight_offer_root"(NEW."document_id"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_document_generated_insight_trg" AFTER INSERT OR DELETE ON "sales_document_generated" FOR EACH ROW EXECUTE FUNCTION "sales_document_generated_insight"();--> statement-breakpoint
CREATE TRIGGER "sales_document_generated_insight_update_trg" AFTER UPDATE ON "sales_document_generated" FOR EACH ROW
  WHEN ((OLD."document_id", OLD."type_id") IS DISTINCT FROM (NEW."document_id", NEW."type_id"))
  EXECUTE FUNCTION "sales_document_generated_insight"();--> statement-breakpoint
-- A configuration's model: the documents it is a line of.
CREATE FUNCTION "configurations_insight_model"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc uuid;
BEGIN
  FOR doc IN SELECT l."document_id" FROM "sales_document_configurations" l WHERE l."configuration_id" = NEW."id" LOOP
    PERFORM "insight_document_refresh"(doc);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "configurations_insight_model_trg" AFTER UPDATE ON "configurations" FOR EACH ROW
  WHEN ((OLD."model_id", OLD."catalogue_version_id") IS DISTINCT FROM (NEW."model_id", NEW."catalogue_version_id"))
  EXECUTE FUNCTION "configurations_insight_model"();
