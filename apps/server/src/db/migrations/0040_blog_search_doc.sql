-- The blog search matched `to_tsvector(shop_unaccent(title || perex || content))` through an
-- expression index (migration 0002). With a handful of posts the planner scans the table instead,
-- and that folds and splits every post's whole text on every search: 2.6 ms of the search
-- dropdown's 4 ms of statement time at 100k products (pg_stat_statements, varied search, caches
-- off). The words are now kept with the row, so a scan reads them and an index can too.
-- docs/decisions/017-perf-listing.md §The blog's words kept with the post
ALTER TABLE "blog_posts" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, shop_unaccent(title || ' ' || perex || ' ' || left(content, 20000)))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "blog_posts_search_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_search_doc_idx" ON "blog_posts" USING gin ("search_doc");
