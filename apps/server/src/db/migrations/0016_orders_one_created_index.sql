-- The dashboard's day ranges use orders_created_idx (created_at, id) of the staff list; the open-status
-- queue uses orders_status_created_idx. The dashboard's own two indexes would only cost writes.
DROP INDEX IF EXISTS "orders_created_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_open_status_idx";
