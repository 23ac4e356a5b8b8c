CREATE TABLE "app_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" varchar(500) PRIMARY KEY NOT NULL,
	"content_type" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_matches" CHECK ("stored_files"."size" = octet_length("stored_files"."body"))
);
--> statement-breakpoint
-- A change of a brand partner (markup, currency, active) is heard by every process at once, like a publish: the
-- processes forget their brand partners and the brand's current version (services/catalogue/catalogue-store.ts).
CREATE FUNCTION "brand_partners_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_published', COALESCE(NEW."brand_id", OLD."brand_id")::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brand_partners_announce_change_trg" AFTER INSERT OR UPDATE OR DELETE ON "brand_partners" FOR EACH ROW EXECUTE FUNCTION "brand_partners_announce_change"();
--> statement-breakpoint
-- A change of the countries is heard by every process (features/selection/selection-lookups.service.ts).
CREATE FUNCTION "countries_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_changed', 'countries');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "countries_announce_change_trg" AFTER INSERT OR UPDATE OR DELETE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "countries_announce_change"();
