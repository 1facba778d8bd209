DROP INDEX "orders_company_idx";--> statement-breakpoint
DROP INDEX "orders_company_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_key" text GENERATED ALWAYS AS (lower(shop_unaccent(company_snapshot ->> 'companyName'))) STORED;--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_key","id");--> statement-breakpoint
CREATE INDEX "orders_company_trgm_idx" ON "orders" USING gin ("company_key" gin_trgm_ops);