CREATE TABLE "catalogue_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"based_on_version_id" uuid,
	"file" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" uuid,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_drafts_revision_positive" CHECK ("catalogue_drafts"."revision" > 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_versions" DROP CONSTRAINT "catalogue_versions_source_valid";--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_based_on_version_id_catalogue_versions_id_fk" FOREIGN KEY ("based_on_version_id") REFERENCES "public"."catalogue_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_drafts_brand_uq" ON "catalogue_drafts" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_source_valid" CHECK ("catalogue_versions"."source" in ('file', 'prices', 'seed', 'upgrade', 'draft'));