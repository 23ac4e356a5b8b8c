ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_valid";--> statement-breakpoint
ALTER TABLE "brand_partners" DROP CONSTRAINT "brand_partners_markup_range";--> statement-breakpoint
ALTER TABLE "brand_partners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_valid" CHECK ("account_tokens"."purpose" in ('activation', 'reset', 'invitation'));--> statement-breakpoint
ALTER TABLE "brand_partners" ADD CONSTRAINT "brand_partners_markup_range" CHECK ("brand_partners"."price_markup_basis_points" between -5000 and 30000);--> statement-breakpoint
-- hand-written (sales network management):
-- No partner may be its own ancestor: the service refuses such a parent with 400 naming ParentPartnerId; this is the
-- database's own guard for any other writer. UNION (not UNION ALL) ends the walk even over an existing loop.
CREATE FUNCTION "partners_no_parent_cycle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."parent_partner_id" IS NOT NULL AND EXISTS (
    WITH RECURSIVE up(id) AS (
      SELECT NEW."parent_partner_id"
      UNION
      SELECT p."parent_partner_id" FROM "partners" p JOIN up ON p."id" = up.id WHERE p."parent_partner_id" IS NOT NULL
    )
    SELECT 1 FROM up WHERE up.id = NEW."id"
  ) THEN
    RAISE EXCEPTION 'partner % would be its own ancestor', NEW."id" USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partners_no_parent_cycle_trg" BEFORE INSERT OR UPDATE OF "parent_partner_id" ON "partners" FOR EACH ROW EXECUTE FUNCTION "partners_no_parent_cycle"();
