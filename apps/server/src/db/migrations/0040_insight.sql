CREATE TABLE "insight_configuration_days" (
	"brand_partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"model_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"configurations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_configuration_days_brand_partner_id_day_model_id_step_pk" PRIMARY KEY("brand_partner_id","day","model_id","step")
);
--> statement-breakpoint
CREATE TABLE "insight_refusals" (
	"day" date NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"catalogue_version_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"rule_id" varchar(100) NOT NULL,
	"parameter_id" varchar(100) NOT NULL,
	"value_id" varchar(100) DEFAULT '' NOT NULL,
	"kind" varchar(10) NOT NULL,
	"refusals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_refusals_day_brand_partner_id_catalogue_version_id_model_id_rule_id_parameter_id_value_id_kind_pk" PRIMARY KEY("day","brand_partner_id","catalogue_version_id","model_id","rule_id","parameter_id","value_id","kind"),
	CONSTRAINT "insight_refusals_kind_valid" CHECK ("insight_refusals"."kind" in ('refused', 'changed'))
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "furthest_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_configuration_days" ADD CONSTRAINT "insight_configuration_days_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_refusals" ADD CONSTRAINT "insight_refusals_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_configuration_days_day_idx" ON "insight_configuration_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_documents_insight_idx" ON "sales_documents" USING btree ("type_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_documents_initial_idx" ON "sales_documents" USING btree ("initial_document_id") WHERE "sales_documents"."initial_document_id" is not null;--> statement-breakpoint
-- The sales dashboard (issue 43): how far each configuration got, and the day summary the funnel reads, kept by
-- triggers in the writing transaction. Existing configurations are stepped and summed first, then the triggers start.
UPDATE "configurations" AS c SET "furthest_step" = CASE
  WHEN EXISTS (SELECT 1 FROM "sales_document_configurations" l WHERE l."configuration_id" = c."id") THEN 4
  WHEN EXISTS (SELECT 1 FROM "cart_items" i WHERE i."configuration_id" = c."id") THEN 3
  WHEN c."updated_at" > c."created_at" THEN 2
  ELSE 1 END;--> statement-breakpoint
INSERT INTO "insight_configuration_days" ("brand_partner_id", "day", "model_id", "step", "configurations")
  SELECT "brand_partner_id", ("created_at" AT TIME ZONE 'UTC')::date, "model_id", "furthest_step", count(*)
  FROM "configurations" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "insight_configuration_count"(bp uuid, at timestamptz, model uuid, step smallint, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "insight_configuration_days" ("brand_partner_id", "day", "model_id", "step", "configurations")
  VALUES (bp, (at AT TIME ZONE 'UTC')::date, model, step, delta)
  ON CONFLICT ("brand_partner_id", "day", "model_id", "step")
  DO UPDATE SET "configurations" = "insight_configuration_days"."configurations" + excluded."configurations";
$$;--> statement-breakpoint
CREATE FUNCTION "configurations_insight_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "insight_configuration_count"(NEW."brand_partner_id", NEW."created_at", NEW."model_id", NEW."furthest_step", 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "insight_configuration_count"(OLD."brand_partner_id", OLD."created_at", OLD."model_id", OLD."furthest_step", -1);
  ELSIF (OLD."furthest_step", OLD."model_id", OLD."brand_partner_id") IS DISTINCT FROM (NEW."furthest_step", NEW."model_id", NEW."brand_partner_id") THEN
    PERFORM "insight_configuration_count"(OLD."brand_partner_id", OLD."created_at", OLD."model_id", OLD."furthest_step", -1);
    PERFORM "insight_configuration_count"(NEW."brand_partner_id", NEW."created_at", NEW."model_id", NEW."furthest_step", 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "configurations_insight_count_trg" AFTER INSERT OR DELETE ON "configurations" FOR EACH ROW EXECUTE FUNCTION "configurations_insight_count"();--> statement-breakpoint
-- Not UPDATE OF: a step raised by the BEFORE trigger below is not in the statement's column list.
CREATE TRIGGER "configurations_insight_move_trg" AFTER UPDATE ON "configurations" FOR EACH ROW
  WHEN ((OLD."furthest_step", OLD."model_id", OLD."brand_partner_id") IS DISTINCT FROM (NEW."furthest_step", NEW."model_id", NEW."brand_partner_id"))
  EXECUTE FUNCTION "configurations_insight_count"();--> statement-breakpoint
CREATE FUNCTION "configurations_insight_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."furthest_step" < 2 AND NEW."choices" IS DISTINCT FROM OLD."choices" THEN
    NEW."furthest_step" := 2;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "configurations_insight_changed_trg" BEFORE UPDATE OF "choices" ON "configurations" FOR EACH ROW EXECUTE FUNCTION "configurations_insight_changed"();--> statement-breakpoint
CREATE FUNCTION "configurations_insight_step"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "configurations" SET "furthest_step" = TG_ARGV[0]::smallint
  WHERE "id" = NEW."configuration_id" AND "furthest_step" < TG_ARGV[0]::smallint;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_items_insight_step_trg" AFTER INSERT ON "cart_items" FOR EACH ROW EXECUTE FUNCTION "configurations_insight_step"('3');--> statement-breakpoint
CREATE TRIGGER "sales_document_configurations_insight_step_trg" AFTER INSERT OR UPDATE OF "configuration_id" ON "sales_document_configurations" FOR EACH ROW EXECUTE FUNCTION "configurations_insight_step"('4');
