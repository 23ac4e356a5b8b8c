CREATE TABLE "catalogue_drawing_upgrades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid,
	"draft_id" uuid,
	CONSTRAINT "catalogue_drawing_upgrades_one_target" CHECK (num_nonnulls("catalogue_drawing_upgrades"."version_id", "catalogue_drawing_upgrades"."draft_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "catalogue_drawing_upgrades" ADD CONSTRAINT "catalogue_drawing_upgrades_version_id_catalogue_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalogue_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_drawing_upgrades" ADD CONSTRAINT "catalogue_drawing_upgrades_draft_id_catalogue_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."catalogue_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: every catalogue version and draft stored so far waits for the drawing upgrade at the next start.
INSERT INTO "catalogue_drawing_upgrades" ("version_id") SELECT "id" FROM "catalogue_versions";--> statement-breakpoint
INSERT INTO "catalogue_drawing_upgrades" ("draft_id") SELECT "id" FROM "catalogue_drafts";
