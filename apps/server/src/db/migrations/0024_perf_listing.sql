-- Listings read listing_entries (schema/listing.ts; docs/decisions/017-perf-listing.md). INCLUDE is
-- added by hand (drizzle cannot declare it): a page, its in-stock filter and the customer's price
-- key come from the index alone. The old per-ordering indexes on products go: nothing reads them.
CREATE TABLE "listing_entries" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"sort_weight" integer NOT NULL,
	"name_key" text NOT NULL,
	"price_cents" integer NOT NULL,
	"code" text NOT NULL,
	"main_category_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	CONSTRAINT "listing_entries_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
DROP INDEX "products_listing_id_idx";--> statement-breakpoint
DROP INDEX "products_listing_name_idx";--> statement-breakpoint
DROP INDEX "products_listing_price_idx";--> statement-breakpoint
DROP INDEX "products_listing_code_idx";--> statement-breakpoint
DROP INDEX "products_ordered_id_idx";--> statement-breakpoint
DROP INDEX "products_ordered_name_idx";--> statement-breakpoint
DROP INDEX "products_ordered_price_idx";--> statement-breakpoint
DROP INDEX "products_ordered_code_idx";--> statement-breakpoint
CREATE INDEX "listing_entries_default_idx" ON "listing_entries" USING btree ("category_id","sort_weight" desc,"product_id" desc) INCLUDE ("in_stock");--> statement-breakpoint
CREATE INDEX "listing_entries_name_idx" ON "listing_entries" USING btree ("category_id","name_key","product_id") INCLUDE ("in_stock");--> statement-breakpoint
CREATE INDEX "listing_entries_price_idx" ON "listing_entries" USING btree ("category_id","price_cents","product_id") INCLUDE ("in_stock","main_category_id","vendor_id");--> statement-breakpoint
CREATE INDEX "listing_entries_code_idx" ON "listing_entries" USING btree ("category_id","code") INCLUDE ("product_id","in_stock");--> statement-breakpoint
CREATE INDEX "listing_entries_product_idx" ON "listing_entries" USING btree ("product_id");