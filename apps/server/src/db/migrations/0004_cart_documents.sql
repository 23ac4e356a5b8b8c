CREATE TABLE "anonymous_cart_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anonymous_cart_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"configuration_id" uuid NOT NULL,
	"user_id" uuid,
	"anonymous_token_id" uuid,
	"brand_partner_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" between 1 and 100),
	CONSTRAINT "cart_items_one_owner" CHECK (("cart_items"."user_id" is null) <> ("cart_items"."anonymous_token_id" is null))
);
--> statement-breakpoint
CREATE TABLE "document_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"document_configuration_id" uuid,
	"configuration_id" uuid,
	"type" varchar(40) NOT NULL,
	"text" varchar(500) DEFAULT '' NOT NULL,
	"value" varchar(500) DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_number_counters" (
	"partner_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_number_counters_partner_id_year_pk" PRIMARY KEY("partner_id","year")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_document_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"configuration_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_document_configurations_quantity_range" CHECK ("sales_document_configurations"."quantity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"brand_partner_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"owner_partner_id" uuid NOT NULL,
	"salesman_user_id" uuid,
	"recipient_partner_id" uuid,
	"recipient_salesman_user_id" uuid,
	"initial_document_id" uuid,
	"customer_user_id" uuid,
	"contact_addressing" varchar(50) DEFAULT '' NOT NULL,
	"contact_first_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_last_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_email" varchar(250) DEFAULT '' NOT NULL,
	"contact_telephone" varchar(50) DEFAULT '' NOT NULL,
	"contact_address" varchar(250) DEFAULT '' NOT NULL,
	"contact_city" varchar(250) DEFAULT '' NOT NULL,
	"contact_zip" varchar(50) DEFAULT '' NOT NULL,
	"contact_country_id" uuid,
	"contact_company_name" varchar(250) DEFAULT '' NOT NULL,
	"contact_company_registration" varchar(50) DEFAULT '' NOT NULL,
	"contact_company_vat" varchar(50) DEFAULT '' NOT NULL,
	"consent_marketing" boolean DEFAULT false NOT NULL,
	"consent_notifications" boolean DEFAULT false NOT NULL,
	"consent_personal_data" boolean DEFAULT false NOT NULL,
	"delivery_data" jsonb,
	"receipt_data" jsonb,
	"commission" varchar(255) DEFAULT '' NOT NULL,
	"customer_number" varchar(255) DEFAULT '' NOT NULL,
	"comment" varchar(2000) DEFAULT '' NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"language" varchar(2) DEFAULT 'sl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_anonymous_token_id_anonymous_cart_tokens_id_fk" FOREIGN KEY ("anonymous_token_id") REFERENCES "public"."anonymous_cart_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_history" ADD CONSTRAINT "document_history_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_history" ADD CONSTRAINT "document_history_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_history" ADD CONSTRAINT "document_history_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_history" ADD CONSTRAINT "document_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_counters" ADD CONSTRAINT "document_number_counters_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_id_project_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."project_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD CONSTRAINT "sales_document_configurations_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD CONSTRAINT "sales_document_configurations_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_status_id_document_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."document_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_owner_partner_id_partners_id_fk" FOREIGN KEY ("owner_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_salesman_user_id_users_id_fk" FOREIGN KEY ("salesman_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_recipient_partner_id_partners_id_fk" FOREIGN KEY ("recipient_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_recipient_salesman_user_id_users_id_fk" FOREIGN KEY ("recipient_salesman_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_initial_document_id_sales_documents_id_fk" FOREIGN KEY ("initial_document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_contact_country_id_countries_id_fk" FOREIGN KEY ("contact_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_configuration_uq" ON "cart_items" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cart_items_anonymous_idx" ON "cart_items" USING btree ("anonymous_token_id");--> statement-breakpoint
CREATE INDEX "document_history_document_idx" ON "document_history" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_partner_number_uq" ON "projects" USING btree ("partner_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_document_configurations_position_uq" ON "sales_document_configurations" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "sales_document_configurations_configuration_idx" ON "sales_document_configurations" USING btree ("configuration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_owner_year_number_uq" ON "sales_documents" USING btree ("owner_partner_id","year","number");--> statement-breakpoint
CREATE INDEX "sales_documents_project_idx" ON "sales_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sales_documents_brand_partner_idx" ON "sales_documents" USING btree ("brand_partner_id");--> statement-breakpoint
CREATE INDEX "sales_documents_recipient_idx" ON "sales_documents" USING btree ("recipient_partner_id");