-- The code tier walks the active products' codes in order (code, then id) and stops after 1,000:
-- a one-letter search took a bitmap scan and a sort of every match (29 ms for `a` at 100k), 1.7 ms
-- this way. As a range (~>=~, ~<~) the statement is prepared with one generic plan.
-- docs/decisions/017-perf-listing.md §A narrow table for search
DROP INDEX "product_search_code_key_idx";--> statement-breakpoint
CREATE INDEX "product_search_code_idx" ON "product_search" USING btree ("code_key" text_pattern_ops,"product_id") WHERE "product_search"."active";