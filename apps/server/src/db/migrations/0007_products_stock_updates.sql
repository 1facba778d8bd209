-- Every order updates the stock of its products, so often-ordered products are updated all day.
-- Free space on each page (fillfactor 90) keeps those updates HOT: no new entries in the table's
-- many indexes. Vacuuming after 1 % of the rows changed (PostgreSQL's default is 20 %: 20 000 rows
-- at 100k products, never reached) clears the dead versions that remain. Without both, the dead
-- index entries of a few often-ordered products made basket reads 10-30x slower in `npm run bench`.
ALTER TABLE "products" SET (fillfactor = 90, autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
