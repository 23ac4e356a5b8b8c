CREATE TABLE "brand_partner_tax_options" (
	"brand_partner_id" uuid NOT NULL,
	"tax_option_id" uuid NOT NULL,
	CONSTRAINT "brand_partner_tax_options_brand_partner_id_tax_option_id_pk" PRIMARY KEY("brand_partner_id","tax_option_id")
);
--> statement-breakpoint
CREATE TABLE "brand_partner_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"value_hundredths" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brand_partner_terms_kind_valid" CHECK ("brand_partner_terms"."kind" in ('payment', 'delivery')),
	CONSTRAINT "brand_partner_terms_sort_order_valid" CHECK ("brand_partner_terms"."sort_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_configuration_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_configuration_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(255) NOT NULL,
	"value_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_configuration_costs_kind_valid" CHECK ("document_configuration_costs"."kind" in ('additional', 'net')),
	CONSTRAINT "document_configuration_costs_value_range" CHECK ("document_configuration_costs"."value_cents" between -99999999 and 99999999)
);
--> statement-breakpoint
CREATE TABLE "document_configuration_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_configuration_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"type_id" uuid NOT NULL,
	"value" bigint NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_configuration_discounts_level_range" CHECK ("document_configuration_discounts"."level" between 0 and 100),
	CONSTRAINT "document_configuration_discounts_value_range" CHECK (("document_configuration_discounts"."type_id" <> 'a1d15c00-0000-4000-8000-000000000001' or "document_configuration_discounts"."value" between -10000 and 10000) and "document_configuration_discounts"."value" between -99999999 and 99999999)
);
--> statement-breakpoint
CREATE TABLE "document_configuration_tax_options" (
	"document_configuration_id" uuid PRIMARY KEY NOT NULL,
	"tax_option_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_document_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"value_hundredths" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_document_terms_kind_valid" CHECK ("sales_document_terms"."kind" in ('payment', 'delivery')),
	CONSTRAINT "sales_document_terms_sort_order_valid" CHECK ("sales_document_terms"."sort_order" >= 0),
	CONSTRAINT "sales_document_terms_value_range" CHECK ("sales_document_terms"."value_hundredths" between -99999999 and 99999999)
);
--> statement-breakpoint
ALTER TABLE "brand_partner_tax_options" ADD CONSTRAINT "brand_partner_tax_options_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_partner_tax_options" ADD CONSTRAINT "brand_partner_tax_options_tax_option_id_tax_options_id_fk" FOREIGN KEY ("tax_option_id") REFERENCES "public"."tax_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_partner_terms" ADD CONSTRAINT "brand_partner_terms_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_costs" ADD CONSTRAINT "document_configuration_costs_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_discounts" ADD CONSTRAINT "document_configuration_discounts_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_discounts" ADD CONSTRAINT "document_configuration_discounts_type_id_discount_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."discount_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_tax_options" ADD CONSTRAINT "document_configuration_tax_options_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_tax_options" ADD CONSTRAINT "document_configuration_tax_options_tax_option_id_tax_options_id_fk" FOREIGN KEY ("tax_option_id") REFERENCES "public"."tax_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_terms" ADD CONSTRAINT "sales_document_terms_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_partner_terms_brand_partner_idx" ON "brand_partner_terms" USING btree ("brand_partner_id");--> statement-breakpoint
CREATE INDEX "document_configuration_costs_configuration_idx" ON "document_configuration_costs" USING btree ("document_configuration_id");--> statement-breakpoint
CREATE INDEX "document_configuration_discounts_configuration_idx" ON "document_configuration_discounts" USING btree ("document_configuration_id");--> statement-breakpoint
CREATE INDEX "sales_document_terms_document_idx" ON "sales_document_terms" USING btree ("document_id","kind","sort_order");--> statement-breakpoint
-- hand-written (calculation):
-- The discount types are percentage and amount (DOMAIN "Discount types"); earlier seeds wrote other codes.
DELETE FROM "discount_types" WHERE "code" NOT IN ('percentage', 'amount');--> statement-breakpoint
-- A configuration's stored totals (ConfigurationWithAdditionalCost, TotalPrice, TaxCost), computed in the database on
-- every write, whichever feature makes it: price × quantity + additional costs − discounts (ascending level; one
-- level's discounts share the running value at its start as base; a percentage rounded half away from zero to the
-- cent) + net costs; tax = TotalPrice × rate, rounded the same way. services/calculation/calculate.ts is the same rule.
CREATE OR REPLACE FUNCTION "sales_document_configurations_set_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  running bigint;
  level_base bigint;
  pending bigint := 0;
  current_level integer := -1;
  rate integer;
  d record;
BEGIN
  running := NEW."unit_price_cents" * NEW."quantity" + coalesce((
    SELECT sum("value_cents") FROM "document_configuration_costs"
    WHERE "document_configuration_id" = NEW."id" AND "kind" = 'additional'), 0);
  NEW."with_additional_cost_cents" := running;
  level_base := running;
  FOR d IN
    SELECT "level", "type_id", "value" FROM "document_configuration_discounts"
    WHERE "document_configuration_id" = NEW."id" ORDER BY "level", "created_at", "id"
  LOOP
    IF d."level" <> current_level THEN
      running := running - pending;
      pending := 0;
      level_base := running;
      current_level := d."level";
    END IF;
    IF d."type_id" = 'a1d15c00-0000-4000-8000-000000000001' THEN
      pending := pending + round(level_base::numeric * d."value" / 10000)::bigint;
    ELSE
      pending := pending + d."value";
    END IF;
  END LOOP;
  running := running - pending + coalesce((
    SELECT sum("value_cents") FROM "document_configuration_costs"
    WHERE "document_configuration_id" = NEW."id" AND "kind" = 'net'), 0);
  NEW."total_price_cents" := running;
  SELECT t."rate_basis_points" INTO rate
  FROM "document_configuration_tax_options" AS x JOIN "tax_options" AS t ON t."id" = x."tax_option_id"
  WHERE x."document_configuration_id" = NEW."id";
  NEW."total_tax_cents" := coalesce(round(running::numeric * rate / 10000)::bigint, 0);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A change of a configuration's costs, discounts or tax option recomputes its totals through the trigger above (an
-- update of "quantity" to itself fires it) and so, through the AFTER trigger of 0009, the document's totals.
CREATE FUNCTION "document_configuration_calculation_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "sales_document_configurations" SET "quantity" = "quantity" WHERE "id" = OLD."document_configuration_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."document_configuration_id" IS DISTINCT FROM OLD."document_configuration_id") THEN
    UPDATE "sales_document_configurations" SET "quantity" = "quantity" WHERE "id" = NEW."document_configuration_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "document_configuration_costs_calculation_trg" AFTER INSERT OR UPDATE OR DELETE ON "document_configuration_costs" FOR EACH ROW EXECUTE FUNCTION "document_configuration_calculation_changed"();--> statement-breakpoint
CREATE TRIGGER "document_configuration_discounts_calculation_trg" AFTER INSERT OR UPDATE OR DELETE ON "document_configuration_discounts" FOR EACH ROW EXECUTE FUNCTION "document_configuration_calculation_changed"();--> statement-breakpoint
CREATE TRIGGER "document_configuration_tax_options_calculation_trg" AFTER INSERT OR UPDATE OR DELETE ON "document_configuration_tax_options" FOR EACH ROW EXECUTE FUNCTION "document_configuration_calculation_changed"();--> statement-breakpoint
-- A new document takes its brand partner's default terms (IsCustom false), whichever feature creates it.
CREATE FUNCTION "sales_documents_copy_default_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_document_terms" ("document_id", "kind", "name", "description", "value_hundredths", "sort_order", "is_custom")
  SELECT NEW."id", "kind", "name", "description", "value_hundredths", "sort_order", false
  FROM "brand_partner_terms" WHERE "brand_partner_id" = NEW."brand_partner_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_documents_default_terms_trg" AFTER INSERT ON "sales_documents" FOR EACH ROW EXECUTE FUNCTION "sales_documents_copy_default_terms"();
