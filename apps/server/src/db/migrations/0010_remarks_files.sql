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
ALTER TABLE "document_configuration_remarks" ADD CONSTRAINT "document_configuration_remarks_document_configuration_id_sales_document_configurations_id_fk" FOREIGN KEY ("document_configuration_id") REFERENCES "public"."sales_document_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_configuration_remarks" ADD CONSTRAINT "document_configuration_remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_configuration_remarks_list_idx" ON "document_configuration_remarks" USING btree ("document_configuration_id","type","created_at");