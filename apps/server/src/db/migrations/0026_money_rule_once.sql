-- hand-written (one way per concern):
-- The money rule lives in one place, services/calculation/calculate.ts: every writer of a line's price, quantity or
-- calculation rows stores the line's totals in its own transaction (services/calculation/line-totals.ts). The
-- plpgsql copy of the rule and the "SET quantity = quantity" refresh of the child tables go; the document still sums
-- its lines' stored totals (trigger "sales_documents_refresh_total", a sum, not a rule).
DROP TRIGGER IF EXISTS "document_configuration_costs_calculation_trg" ON "document_configuration_costs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "document_configuration_discounts_calculation_trg" ON "document_configuration_discounts";--> statement-breakpoint
DROP TRIGGER IF EXISTS "document_configuration_tax_options_calculation_trg" ON "document_configuration_tax_options";--> statement-breakpoint
DROP FUNCTION IF EXISTS "document_configuration_calculation_changed"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "sales_document_configurations_totals_trg" ON "sales_document_configurations";--> statement-breakpoint
DROP FUNCTION IF EXISTS "sales_document_configurations_set_totals"();
