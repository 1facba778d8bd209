-- The listing and the search read listing_entries, product_words and product_search from their
-- indexes alone, which skips the table only for pages the visibility map marks all-visible. Every
-- change of these rows (stock crossing zero, a rename, an import, a rolled-back import) clears
-- that mark and leaves dead entries until a vacuum. At PostgreSQL's default (20 % of the rows: 58,000
-- listing entries at 100k products) that vacuum rarely came: with 43,000 dead entries the varied
-- listing at 100k ran at 1,032 req/s (p99 19 ms), after a VACUUM at 1,382–1,410 (p99 15–18).
-- Vacuumed and analysed after 1 % of the rows changed or were added, like products (migration 0007).
-- docs/decisions/017-perf-listing.md §Vacuumed like products
ALTER TABLE "listing_entries" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "product_words" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "product_search" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
