-- E-mail changes (issue 37, finding 5): an `email` token carries the new address it confirms. The purpose CHECK is
-- dropped rather than widened (adding a CHECK is a contract step under the expand-then-contract rule); the purposes
-- are the TokenPurpose type of every writer.
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_valid";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "new_email" varchar(250);