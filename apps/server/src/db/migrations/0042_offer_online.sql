CREATE TABLE "offer_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"decision" varchar(10) NOT NULL,
	"full_name" varchar(200) DEFAULT '' NOT NULL,
	"reason" varchar(2000) DEFAULT '' NOT NULL,
	"signature_key" varchar(500),
	"signature_sha256" varchar(64),
	"pdf_key" varchar(500) NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"ip_address" varchar(64) NOT NULL,
	"user_agent" varchar(500) NOT NULL,
	"language" varchar(2) NOT NULL,
	"order_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_answers_decision_valid" CHECK ("offer_answers"."decision" in ('accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "offer_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"generated_id" uuid NOT NULL,
	"pdf_key" varchar(500) NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"language" varchar(2) NOT NULL,
	"content" jsonb NOT NULL,
	"public_url" varchar(500) NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"replaced_by_link_id" uuid,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "offer_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "offer_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "offer_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_partners" ADD COLUMN "offer_validity_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_partners" ADD COLUMN "offer_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_link_id_offer_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."offer_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_answers" ADD CONSTRAINT "offer_answers_order_document_id_sales_documents_id_fk" FOREIGN KEY ("order_document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_generated_id_sales_document_generated_id_fk" FOREIGN KEY ("generated_id") REFERENCES "public"."sales_document_generated"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_replaced_by_link_id_offer_links_id_fk" FOREIGN KEY ("replaced_by_link_id") REFERENCES "public"."offer_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_answers_link_uq" ON "offer_answers" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_answers_accepted_uq" ON "offer_answers" USING btree ("document_id") WHERE "offer_answers"."decision" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "offer_links_token_hash_uq" ON "offer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "offer_links_document_idx" ON "offer_links" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "brand_partners" ADD CONSTRAINT "brand_partners_offer_validity_range" CHECK ("brand_partners"."offer_validity_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "brand_partners" ADD CONSTRAINT "brand_partners_offer_reminder_range" CHECK ("brand_partners"."offer_reminder_days" between 1 and 60);--> statement-breakpoint
-- An answer to an offer is evidence: once written it is never changed or removed, whatever the caller.
CREATE FUNCTION "offer_answers_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'offer answers cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offer_answers_append_only_trg" BEFORE UPDATE OR DELETE ON "offer_answers" FOR EACH ROW EXECUTE FUNCTION "offer_answers_refuse_change"();
