CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_type_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"names" jsonb NOT NULL,
	"is_print_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "print_templates_kind_valid" CHECK ("print_templates"."kind" in ('offer', 'orderconfirmation'))
);
--> statement-breakpoint
CREATE TABLE "sales_document_generated" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"template_id" uuid,
	"language" varchar(2) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"pdf_key" varchar(500) NOT NULL,
	"docx_key" varchar(500) NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_document_generated_type_valid" CHECK ("sales_document_generated"."type_id" in ('0d7b1c10-0001-4000-8000-000000000007', '0d7b1c10-0001-4000-8000-000000000008'))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_template_id_print_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."print_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_templates_one_default_uq" ON "print_templates" USING btree ("document_type_id") WHERE "print_templates"."is_print_default";--> statement-breakpoint
CREATE INDEX "sales_document_generated_document_idx" ON "sales_document_generated" USING btree ("document_id","created_at");