CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "discount_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "discount_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "document_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"names" jsonb NOT NULL,
	"is_error" boolean DEFAULT false NOT NULL,
	CONSTRAINT "document_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"names" jsonb NOT NULL,
	"is_selectable" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" varchar(50) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "project_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "project_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"names" jsonb NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_options_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "brand_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"redirect_brand_partner_id" uuid,
	"style" jsonb NOT NULL,
	"documents_style" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"show_consents" boolean DEFAULT true NOT NULL,
	"enabled_application" boolean DEFAULT true NOT NULL,
	"enabled_edifact_export" boolean DEFAULT false NOT NULL,
	"enabled_edifact_import" boolean DEFAULT false NOT NULL,
	"price_markup_basis_points" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"inquiry_email" varchar(250) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_partners_markup_range" CHECK ("brand_partners"."price_markup_basis_points" between -9000 and 100000)
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(250) NOT NULL,
	"parent_partner_id" uuid,
	"is_oem" boolean DEFAULT false NOT NULL,
	"next_project_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_brand_partners" (
	"user_id" uuid NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_brand_partners_user_id_brand_partner_id_pk" PRIMARY KEY("user_id","brand_partner_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(250) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"role" varchar(10),
	"partner_id" uuid,
	"customer_brand_partner_id" uuid,
	"is_oem" boolean DEFAULT false NOT NULL,
	"is_oem_admin" boolean DEFAULT false NOT NULL,
	"is_parent_partner" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"language" varchar(2) DEFAULT 'sl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_valid" CHECK ("users"."role" is null or "users"."role" in ('admin', 'prod', 'mon')),
	CONSTRAINT "users_staff_or_customer" CHECK (("users"."role" is not null and "users"."partner_id" is not null) or ("users"."role" is null and "users"."customer_brand_partner_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "brand_partners" ADD CONSTRAINT "brand_partners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_partners" ADD CONSTRAINT "brand_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_partners" ADD CONSTRAINT "brand_partners_redirect_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("redirect_brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_parent_partner_id_partners_id_fk" FOREIGN KEY ("parent_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brand_partners" ADD CONSTRAINT "user_brand_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brand_partners" ADD CONSTRAINT "user_brand_partners_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("customer_brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_partners_partner_idx" ON "brand_partners" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partners_parent_idx" ON "partners" USING btree ("parent_partner_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));