CREATE TABLE "configuration_documentation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_configuration_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"url" varchar(255),
	"file_key" varchar(500),
	"content_type" varchar(100),
	"size_bytes" bigint,
	"user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuration_documentation_kind_valid" CHECK ("configuration_documentation"."kind" in ('generated', 'uploaded', 'special', 'url')),
	CONSTRAINT "configuration_documentation_url_or_file" CHECK (("configuration_documentation"."kind" = 'url') = ("configuration_documentation"."url" is not null) and ("configuration_documentation"."url" is null) = ("configuration_documentation"."file_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "special_documentation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_configuration_id" uuid NOT NULL,
	"web_url" varchar(2000) NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"document_id" uuid,
	"document_configuration_id" uuid,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_valid" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_non_negative" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
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
CREATE TABLE "document_configuration_remarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_configuration_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"comment" varchar(2000) NOT NULL,
	"image_key" varchar(500),
	"image_name" varchar(255),
	"image_content_type" varchar(100),
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_configuration_remarks_type_valid" CHECK ("document_configuration_remarks"."type" in (0, 1)),
	CONSTRAINT "document_configuration_remarks_comment_not_blank" CHECK (length(trim("document_configuration_remarks"."comment")) > 0),
	CONSTRAINT "document_configuration_remarks_image_complete" CHECK (("document_configuration_remarks"."image_key" is null and "document_configuration_remarks"."image_name" is null and "document_configuration_remarks"."image_content_type" is null) or ("document_configuration_remarks"."image_key" is not null and "document_configuration_remarks"."image_name" is not null and "document_configuration_remarks"."image_content_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "configuration_documentation" ADD CONSTRAINT "configuration_documentation_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_documentation" ADD CONSTRAINT "configuration_documentation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_documentation_requests" ADD CONSTRAINT "special_documentation_requests_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_documentation_requests" ADD CONSTRAINT "special_documentation_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_template_id_print_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."print_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_generated" ADD CONSTRAINT "sales_document_generated_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_remarks" ADD CONSTRAINT "document_configuration_remarks_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_remarks" ADD CONSTRAINT "document_configuration_remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "configuration_documentation_configuration_idx" ON "configuration_documentation" USING btree ("document_configuration_id","updated_at");--> statement-breakpoint
CREATE INDEX "special_documentation_requests_configuration_idx" ON "special_documentation_requests" USING btree ("document_configuration_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "jobs_document_configuration_idx" ON "jobs" USING btree ("document_configuration_id");--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_templates_one_default_uq" ON "print_templates" USING btree ("document_type_id") WHERE "print_templates"."is_print_default";--> statement-breakpoint
CREATE INDEX "sales_document_generated_document_idx" ON "sales_document_generated" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_configuration_remarks_list_idx" ON "document_configuration_remarks" USING btree ("document_configuration_id","type","created_at");