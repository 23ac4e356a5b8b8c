ALTER TABLE "sales_document_configurations" ADD COLUMN "customer_position" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "customer_sub_position" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "commission" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_configurations" ADD COLUMN "comment" varchar(255) DEFAULT '' NOT NULL;