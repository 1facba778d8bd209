-- Listing indexes (schema/catalog.ts explains the pair per ordering). INCLUDE is added by hand:
-- drizzle cannot declare it.
DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_code_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_id_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(shop_unaccent(name))) STORED;--> statement-breakpoint
CREATE INDEX "products_listing_id_idx" ON "products" USING btree ("category_id","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_name_idx" ON "products" USING btree ("category_id","name_key","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("category_id","price_cents","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_code_idx" ON "products" USING btree ("category_id","code","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_ordered_id_idx" ON "products" USING btree ("id") INCLUDE ("category_id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_ordered_name_idx" ON "products" USING btree ("name_key","id") INCLUDE ("category_id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_ordered_price_idx" ON "products" USING btree ("price_cents","id") INCLUDE ("category_id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_ordered_code_idx" ON "products" USING btree ("code") INCLUDE ("category_id","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");