-- An audit entry has a size bound (issue 37, finding 7): services/audit-log.ts keeps pictures as hash and size and
-- a larger before or after as its hash and size. Entries written before stay as they are (NOT VALID: the log cannot
-- be changed) and are summarised when read.
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_before_bounded" CHECK (octet_length(coalesce("audit_entries"."before"::text, '')) <= 16384) NOT VALID;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_after_bounded" CHECK (octet_length(coalesce("audit_entries"."after"::text, '')) <= 16384) NOT VALID;
