CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"partner_id" uuid,
	"brand_partner_id" uuid,
	"user_id" uuid,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(250) DEFAULT '' NOT NULL,
	"telephone" varchar(50) DEFAULT '' NOT NULL,
	"address" varchar(250) DEFAULT '' NOT NULL,
	"city" varchar(250) DEFAULT '' NOT NULL,
	"zip" varchar(50) DEFAULT '' NOT NULL,
	"country_id" uuid,
	"company_name" varchar(250) DEFAULT '' NOT NULL,
	"company_registration" varchar(50) DEFAULT '' NOT NULL,
	"company_vat" varchar(50) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_kind_valid" CHECK (("contacts"."kind" = 'partner' and "contacts"."partner_id" is not null and "contacts"."brand_partner_id" is null) or ("contacts"."kind" = 'customer' and "contacts"."brand_partner_id" is not null and "contacts"."partner_id" is null and "contacts"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "unit_price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "status_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_brand_partner_id_brand_partners_id_fk" FOREIGN KEY ("brand_partner_id") REFERENCES "public"."brand_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_partner_idx" ON "contacts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "contacts_brand_partner_idx" ON "contacts" USING btree ("brand_partner_id");--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD CONSTRAINT "sales_document_configurations_status_id_document_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."document_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_documents_list_idx" ON "sales_documents" USING btree ("brand_partner_id","updated_at");--> statement-breakpoint
CREATE INDEX "sales_documents_salesman_idx" ON "sales_documents" USING btree ("salesman_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "sales_documents_recipient_salesman_idx" ON "sales_documents" USING btree ("recipient_salesman_user_id","updated_at");