CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "project_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_documents_list_project_idx" ON "sales_documents" USING btree ("brand_partner_id","project_number" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sales_documents_company_trgm_idx" ON "sales_documents" USING gin (coalesce(("contact_company_name")::text, '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_documents_commission_trgm_idx" ON "sales_documents" USING gin (coalesce(("commission")::text, '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_documents_contact_trgm_idx" ON "sales_documents" USING gin (coalesce((trim("contact_first_name" || ' ' || "contact_last_name"))::text, '') gin_trgm_ops);--> statement-breakpoint
-- A document carries its project's number (the lists sort and filter by it); set on insert and on a move to another
-- project, and followed when a project's number changes.
CREATE FUNCTION "sales_documents_set_project_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."project_number" := (SELECT "number" FROM "projects" WHERE "id" = NEW."project_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_documents_project_number_trg" BEFORE INSERT OR UPDATE OF "project_id" ON "sales_documents" FOR EACH ROW EXECUTE FUNCTION "sales_documents_set_project_number"();--> statement-breakpoint
CREATE FUNCTION "projects_follow_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sales_documents" SET "project_number" = NEW."number" WHERE "project_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_number_trg" AFTER UPDATE OF "number" ON "projects" FOR EACH ROW EXECUTE FUNCTION "projects_follow_number"();--> statement-breakpoint
UPDATE "sales_documents" SET "project_number" = "projects"."number" FROM "projects" WHERE "projects"."id" = "sales_documents"."project_id";
