DROP INDEX "product_images_product_idx";--> statement-breakpoint
CREATE INDEX "product_images_cover_idx" ON "product_images" USING btree ("product_id","cover" DESC NULLS FIRST,"sort","id");