ALTER TABLE "customers" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(shop_unaccent(company_name || ' ' || company_id || ' ' || email))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_key" text GENERATED ALWAYS AS (lower(shop_unaccent(company_name))) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_key_idx" ON "customers" USING btree ("company_key","id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_status_check" CHECK ("customers"."status" in ('pending', 'approved', 'rejected', 'blocked'));