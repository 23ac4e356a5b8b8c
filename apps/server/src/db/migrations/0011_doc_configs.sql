ALTER TABLE "sales_document_configurations" ALTER COLUMN "status_id" SET DEFAULT '0d7b1c10-0002-4000-8000-000000000001';--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "customer_position" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "customer_sub_position" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "commission" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "comment" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written (doc-configs):
-- Configurations already in documents get the status a new one gets (draft), so change, copy and delete work on them.
UPDATE "sales_document_configurations" SET "status_id" = '0d7b1c10-0002-4000-8000-000000000001' WHERE "status_id" IS NULL;
