CREATE TABLE "catalogue_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"parent_id" uuid,
	"code" varchar(60) NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 9999 NOT NULL,
	"show_zero_prices" boolean DEFAULT false NOT NULL,
	"status_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_model_parameters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"model_id" uuid NOT NULL,
	"parameter_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 99999 NOT NULL,
	"is_popup" boolean DEFAULT false NOT NULL,
	"value_codes" jsonb,
	"default_value" varchar(60),
	"min_value" double precision,
	"max_value" double precision
);
--> statement-breakpoint
CREATE TABLE "catalogue_model_selection_values" (
	"model_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	CONSTRAINT "catalogue_model_selection_values_model_id_value_id_pk" PRIMARY KEY("model_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_models" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"code" varchar(60) NOT NULL,
	"names" jsonb NOT NULL,
	"titles" jsonb NOT NULL,
	"brand_names" jsonb,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"base_price_cents" integer NOT NULL,
	"generate_live_image" boolean DEFAULT true NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"design" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_parameter_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parameter_id" uuid NOT NULL,
	"code" varchar(60) NOT NULL,
	"names" jsonb NOT NULL,
	"brand_names" jsonb,
	"int_value" integer,
	"value" varchar(200) DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"has_image" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color" varchar(7),
	"min_value" double precision,
	"max_value" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_parameters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"code" varchar(60) NOT NULL,
	"data_type" varchar(10) NOT NULL,
	"names" jsonb NOT NULL,
	"titles" jsonb NOT NULL,
	"brand_names" jsonb,
	"category_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 99999 NOT NULL,
	"show_picture" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"model_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"definition" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 9999 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_category_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"choices" jsonb NOT NULL,
	"comment" varchar(2000) DEFAULT '' NOT NULL,
	"owner_user_id" uuid,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_parent_id_catalogue_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_model_parameters" ADD CONSTRAINT "catalogue_model_parameters_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_model_parameters" ADD CONSTRAINT "catalogue_model_parameters_parameter_id_catalogue_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."catalogue_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_model_selection_values" ADD CONSTRAINT "catalogue_model_selection_values_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_model_selection_values" ADD CONSTRAINT "catalogue_model_selection_values_value_id_selection_category_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."selection_category_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_models" ADD CONSTRAINT "catalogue_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_parameter_values" ADD CONSTRAINT "catalogue_parameter_values_parameter_id_catalogue_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."catalogue_parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_parameters" ADD CONSTRAINT "catalogue_parameters_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_parameters" ADD CONSTRAINT "catalogue_parameters_category_id_catalogue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_rules" ADD CONSTRAINT "catalogue_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_rules" ADD CONSTRAINT "catalogue_rules_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_categories" ADD CONSTRAINT "selection_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_category_values" ADD CONSTRAINT "selection_category_values_category_id_selection_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."selection_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_categories_code_uq" ON "catalogue_categories" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_model_parameters_uq" ON "catalogue_model_parameters" USING btree ("model_id","parameter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_models_code_uq" ON "catalogue_models" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "catalogue_models_brand_idx" ON "catalogue_models" USING btree ("brand_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_parameter_values_code_uq" ON "catalogue_parameter_values" USING btree ("parameter_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_parameters_code_uq" ON "catalogue_parameters" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "catalogue_rules_brand_idx" ON "catalogue_rules" USING btree ("brand_id","model_id");--> statement-breakpoint
CREATE INDEX "configurations_owner_idx" ON "configurations" USING btree ("owner_user_id");