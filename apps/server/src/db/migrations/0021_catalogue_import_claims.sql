CREATE TABLE "catalogue_import_claims" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_claims" ADD CONSTRAINT "catalogue_import_claims_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_claims" ADD CONSTRAINT "catalogue_import_claims_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;