CREATE TABLE "catalogue_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue_version_models" (
	"version_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"code" varchar(60) NOT NULL,
	"position" integer NOT NULL,
	"model" text NOT NULL,
	CONSTRAINT "catalogue_version_models_version_id_model_id_pk" PRIMARY KEY("version_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"based_on" integer,
	"content_hash" varchar(64) NOT NULL,
	"catalogue" text NOT NULL,
	"model_index" text NOT NULL,
	"model_count" integer NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_versions_number_positive" CHECK ("catalogue_versions"."number" > 0),
	CONSTRAINT "catalogue_versions_source_valid" CHECK ("catalogue_versions"."source" in ('file', 'prices', 'seed', 'upgrade'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_publications" ADD CONSTRAINT "catalogue_publications_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_publications" ADD CONSTRAINT "catalogue_publications_version_id_catalogue_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalogue_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_publications" ADD CONSTRAINT "catalogue_publications_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_version_models" ADD CONSTRAINT "catalogue_version_models_version_id_catalogue_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalogue_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_publications_brand_idx" ON "catalogue_publications" USING btree ("brand_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_version_models_code_uq" ON "catalogue_version_models" USING btree ("version_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_versions_number_uq" ON "catalogue_versions" USING btree ("brand_id","number");--> statement-breakpoint
CREATE INDEX "catalogue_versions_hash_idx" ON "catalogue_versions" USING btree ("brand_id","content_hash");--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "catalogue_version_id" uuid;--> statement-breakpoint
-- Databases made before catalogue versions keep their catalogue: each brand's rows become its version 1 (in the
-- catalogue format, so export and the next import work on it), published at once, and every configuration is pinned
-- to it. Model, parameter and value ids are derived from the codes as before, so stored choices stay valid; the
-- selection categories had no codes and get "category-N" / "value-N".
CREATE TEMP TABLE "upgrade_selection" AS
SELECT sc.id AS category_id, sc.brand_id, 'category-' || row_number() OVER (PARTITION BY sc.brand_id ORDER BY sc.sort_order, sc.id) AS category_code, sc.names, sc.sort_order
FROM "selection_categories" sc;--> statement-breakpoint
CREATE TEMP TABLE "upgrade_selection_values" AS
SELECT v.id AS value_id, v.category_id, u.category_code, 'value-' || row_number() OVER (PARTITION BY v.category_id ORDER BY v.sort_order, v.id) AS value_code, v.names, v.sort_order
FROM "selection_category_values" v JOIN "upgrade_selection" u ON u.category_id = v.category_id;--> statement-breakpoint
CREATE TEMP TABLE "upgrade_models" AS
SELECT m.id AS model_id, m.brand_id, m.code,
  (row_number() OVER (PARTITION BY m.brand_id ORDER BY m.sort_order, m.code) - 1)::integer AS position,
  jsonb_strip_nulls(jsonb_build_object(
    'code', m.code,
    'name', m.names ->> 'sl',
    'brandName', CASE WHEN m.brand_names IS NOT NULL AND m.brand_names ->> 'sl' <> m.names ->> 'sl' THEN m.brand_names ->> 'sl' END,
    'titles', m.titles,
    'basePriceCents', m.base_price_cents,
    'isSpecialOffer', m.is_special_offer,
    'isActive', CASE WHEN NOT m.is_active THEN false END,
    'generateLiveImage', CASE WHEN NOT m.generate_live_image THEN false END,
    'tags', m.tags,
    'design', m.design,
    'selection', (SELECT jsonb_agg(sv.category_code || ':' || sv.value_code ORDER BY sv.category_code, sv.value_code)
      FROM "catalogue_model_selection_values" l JOIN "upgrade_selection_values" sv ON sv.value_id = l.value_id WHERE l.model_id = m.id)
  )) AS header,
  jsonb_build_object(
    'parameters', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
        'code', p.code,
        'values', mp.value_codes,
        'popup', CASE WHEN mp.is_popup THEN true END,
        'defaultValue', mp.default_value,
        'min', mp.min_value,
        'max', mp.max_value
      )) ORDER BY mp.sort_order, p.code)
      FROM "catalogue_model_parameters" mp JOIN "catalogue_parameters" p ON p.id = mp.parameter_id WHERE mp.model_id = m.id), '[]'::jsonb),
    'rules', coalesce((SELECT jsonb_agg(CASE WHEN r.definition ->> 'kind' = 'part' THEN r.definition - 'partId' ELSE r.definition END
        ORDER BY r.model_id NULLS FIRST, r.sort_order, r.id)
      FROM "catalogue_rules" r
      WHERE r.model_id = m.id
        OR (r.model_id IS NULL AND r.brand_id = m.brand_id AND (NOT (r.definition ? 'param') OR EXISTS (
          SELECT 1 FROM "catalogue_model_parameters" mp JOIN "catalogue_parameters" p ON p.id = mp.parameter_id
          WHERE mp.model_id = m.id AND p.code = r.definition ->> 'param')))), '[]'::jsonb)
  ) AS body
FROM "catalogue_models" m;--> statement-breakpoint
CREATE TEMP TABLE "upgrade_versions" AS
SELECT gen_random_uuid() AS version_id, b.id AS brand_id, b.name AS brand_name
FROM "brands" b WHERE EXISTS (SELECT 1 FROM "catalogue_models" m WHERE m.brand_id = b.id);--> statement-breakpoint
INSERT INTO "catalogue_versions" ("id", "brand_id", "number", "source", "based_on", "content_hash", "catalogue", "model_index", "model_count")
SELECT uv.version_id, uv.brand_id, 1, 'upgrade', NULL, 'upgrade',
  jsonb_build_object(
    'formatVersion', 1,
    'brand', jsonb_build_object('name', uv.brand_name),
    'categories', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
        'code', c.code, 'parent', parent.code, 'names', c.names, 'order', c.sort_order, 'showZeroPrices', c.show_zero_prices
      )) ORDER BY c.sort_order, c.code)
      FROM "catalogue_categories" c LEFT JOIN "catalogue_categories" parent ON parent.id = c.parent_id WHERE c.brand_id = uv.brand_id), '[]'::jsonb),
    'parameters', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
        'code', p.code, 'dataType', p.data_type, 'category', cat.code,
        -- The tables held the short label as the title and the description as the name; the file says names/titles.
        'names', p.titles, 'titles', p.names, 'brandNames', p.brand_names, 'order', p.sort_order,
        'showPicture', CASE WHEN p.show_picture THEN true END,
        'values', coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
            'code', v.code, 'names', v.names, 'brandNames', v.brand_names,
            'priceCents', CASE WHEN p.data_type IN ('string', 'data', 'color') THEN v.price_cents END,
            'isDefault', CASE WHEN v.is_default THEN true END,
            'value', v.value, 'image', v.has_image,
            'tags', CASE WHEN jsonb_array_length(v.tags) > 0 THEN v.tags END,
            'color', v.color, 'intValue', v.int_value, 'min', v.min_value, 'max', v.max_value
          )) ORDER BY v.sort_order, v.code) FROM "catalogue_parameter_values" v WHERE v.parameter_id = p.id), '[]'::jsonb)
      )) ORDER BY p.sort_order, p.code)
      FROM "catalogue_parameters" p JOIN "catalogue_categories" cat ON cat.id = p.category_id WHERE p.brand_id = uv.brand_id), '[]'::jsonb),
    'selection', coalesce((SELECT jsonb_agg(jsonb_build_object(
        'code', u.category_code, 'names', u.names,
        'values', coalesce((SELECT jsonb_agg(jsonb_build_object('code', sv.value_code, 'names', sv.names) ORDER BY sv.sort_order, sv.value_id)
          FROM "upgrade_selection_values" sv WHERE sv.category_id = u.category_id), '[]'::jsonb)
      ) ORDER BY u.sort_order, u.category_id) FROM "upgrade_selection" u WHERE u.brand_id = uv.brand_id), '[]'::jsonb)
  )::text,
  coalesce((SELECT jsonb_agg(um.header ORDER BY um.position) FROM "upgrade_models" um WHERE um.brand_id = uv.brand_id), '[]'::jsonb)::text,
  (SELECT count(*) FROM "upgrade_models" um WHERE um.brand_id = uv.brand_id)::integer
FROM "upgrade_versions" uv;--> statement-breakpoint
INSERT INTO "catalogue_version_models" ("version_id", "model_id", "code", "position", "model")
SELECT uv.version_id, um.model_id, um.code, um.position, (um.header || um.body)::text
FROM "upgrade_models" um JOIN "upgrade_versions" uv ON uv.brand_id = um.brand_id;--> statement-breakpoint
INSERT INTO "catalogue_publications" ("brand_id", "version_id", "valid_from")
SELECT uv.brand_id, uv.version_id, now() FROM "upgrade_versions" uv;--> statement-breakpoint
UPDATE "configurations" c SET "catalogue_version_id" = vm.version_id
FROM "catalogue_version_models" vm WHERE vm.model_id = c.model_id;--> statement-breakpoint
DROP TABLE "upgrade_versions";--> statement-breakpoint
DROP TABLE "upgrade_models";--> statement-breakpoint
DROP TABLE "upgrade_selection_values";--> statement-breakpoint
DROP TABLE "upgrade_selection";--> statement-breakpoint
ALTER TABLE "configurations" DROP CONSTRAINT "configurations_model_id_catalogue_models_id_fk";--> statement-breakpoint
ALTER TABLE "configurations" ALTER COLUMN "catalogue_version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_catalogue_version_id_catalogue_versions_id_fk" FOREIGN KEY ("catalogue_version_id") REFERENCES "public"."catalogue_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_version_model_fk" FOREIGN KEY ("catalogue_version_id","model_id") REFERENCES "public"."catalogue_version_models"("version_id","model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP TABLE "catalogue_model_selection_values";--> statement-breakpoint
DROP TABLE "selection_category_values";--> statement-breakpoint
DROP TABLE "selection_categories";--> statement-breakpoint
DROP TABLE "catalogue_rules";--> statement-breakpoint
DROP TABLE "catalogue_model_parameters";--> statement-breakpoint
DROP TABLE "catalogue_models";--> statement-breakpoint
DROP TABLE "catalogue_parameter_values";--> statement-breakpoint
DROP TABLE "catalogue_parameters";--> statement-breakpoint
DROP TABLE "catalogue_categories";
