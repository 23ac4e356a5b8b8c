CREATE TABLE "catalogue_text_repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid,
	"draft_id" uuid,
	CONSTRAINT "catalogue_text_repairs_one_target" CHECK (num_nonnulls("catalogue_text_repairs"."version_id", "catalogue_text_repairs"."draft_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "catalogue_text_repairs" ADD CONSTRAINT "catalogue_text_repairs_version_id_catalogue_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalogue_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_text_repairs" ADD CONSTRAINT "catalogue_text_repairs_draft_id_catalogue_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."catalogue_drafts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Hand-written: every version and draft whose stored JSON holds a \u escape (JSON.stringify writes one only for a
-- control character or an unpaired surrogate; a literal backslash before "u" is a harmless false candidate) waits for
-- the text repair at the next start.
INSERT INTO "catalogue_text_repairs" ("version_id") SELECT "v"."id" FROM "catalogue_versions" "v" WHERE "v"."catalogue" LIKE '%\\u%' OR "v"."model_index" LIKE '%\\u%' OR EXISTS (SELECT 1 FROM "catalogue_version_models" "m" WHERE "m"."version_id" = "v"."id" AND "m"."model" LIKE '%\\u%');--> statement-breakpoint
INSERT INTO "catalogue_text_repairs" ("draft_id") SELECT "id" FROM "catalogue_drafts" WHERE "file" LIKE '%\\u%';
