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
ALTER TABLE "configuration_documentation" ADD CONSTRAINT "configuration_documentation_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_documentation" ADD CONSTRAINT "configuration_documentation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_documentation_requests" ADD CONSTRAINT "special_documentation_requests_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_documentation_requests" ADD CONSTRAINT "special_documentation_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "configuration_documentation_configuration_idx" ON "configuration_documentation" USING btree ("document_configuration_id","updated_at");--> statement-breakpoint
CREATE INDEX "special_documentation_requests_configuration_idx" ON "special_documentation_requests" USING btree ("document_configuration_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "jobs_document_configuration_idx" ON "jobs" USING btree ("document_configuration_id");