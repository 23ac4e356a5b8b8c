ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_valid";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" varchar(40) DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree (lower("to_address"),"kind","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'stored', 'failed'));