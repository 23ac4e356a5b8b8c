ALTER TABLE "users" ADD COLUMN "security_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Who a user is and what it may do is read on every request (services/account-state.ts): a change of any of these
-- raises the user's security version, so access tokens issued before it are refused within seconds in every process.
CREATE FUNCTION "users_raise_security_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."email", NEW."password_hash", NEW."role", NEW."partner_id", NEW."customer_brand_partner_id", NEW."is_oem",
      NEW."is_oem_admin", NEW."is_parent_partner", NEW."is_active")
     IS DISTINCT FROM
     (OLD."email", OLD."password_hash", OLD."role", OLD."partner_id", OLD."customer_brand_partner_id", OLD."is_oem",
      OLD."is_oem_admin", OLD."is_parent_partner", OLD."is_active") THEN
    NEW."security_version" := OLD."security_version" + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_raise_security_version_trg" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_raise_security_version"();
--> statement-breakpoint
-- A storefront granted or taken away changes what the user may do, like a new role.
CREATE FUNCTION "user_brand_partners_raise_security_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "security_version" = "security_version" + 1 WHERE "id" = COALESCE(NEW."user_id", OLD."user_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_brand_partners_raise_security_version_trg" AFTER INSERT OR DELETE ON "user_brand_partners" FOR EACH ROW EXECUTE FUNCTION "user_brand_partners_raise_security_version"();
--> statement-breakpoint
-- Every process hears a changed or removed account at once and forgets what it cached of it.
CREATE FUNCTION "users_announce_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('account_changed', OLD."id"::text);
  ELSIF NEW."security_version" IS DISTINCT FROM OLD."security_version" OR NEW."is_active" IS DISTINCT FROM OLD."is_active" THEN
    PERFORM pg_notify('account_changed', NEW."id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_announce_account_change_trg" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_announce_account_change"();
