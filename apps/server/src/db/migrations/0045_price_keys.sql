-- docs/decisions/017-perf-listing.md §A price key kept per price group
-- A price key kept per price group (schema/listing.ts): every listing entry's customer price for each group whose discount
-- lookup is stored, so a page ordered by a customer's price is one range of an index, like the
-- other orderings' pages, instead of pricing and sorting the candidates on every request.
-- INCLUDE is added by hand (drizzle cannot declare it): the in-stock filter reads the index alone.
CREATE TABLE "listing_price_keys" (
	"price_group_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"price_key" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	CONSTRAINT "listing_price_keys_price_group_id_category_id_price_key_product_id_pk" PRIMARY KEY("price_group_id","category_id","price_key","product_id") INCLUDE ("in_stock")
);
--> statement-breakpoint
CREATE TABLE "price_key_discounts" (
	"price_group_id" integer NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"vendor_id" integer,
	"bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_key_lookups" (
	"price_group_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"default_bp" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_key_discounts" ADD CONSTRAINT "price_key_discounts_price_group_id_price_key_lookups_price_group_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_key_lookups"("price_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_key_lookups" ADD CONSTRAINT "price_key_lookups_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_keys_product_idx" ON "listing_price_keys" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_key_discounts_group_idx" ON "price_key_discounts" USING btree ("price_group_id");--> statement-breakpoint
-- Each of the key's joins adds at most one row.
CREATE UNIQUE INDEX "price_key_discounts_product_idx" ON "price_key_discounts" ("price_group_id", "product_id")
  WHERE "product_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "price_key_discounts_entry_idx" ON "price_key_discounts" ("price_group_id", "category_id", "vendor_id")
  NULLS NOT DISTINCT WHERE "product_id" IS NULL;--> statement-breakpoint
-- Read from the index alone, like listing_entries (migration 0039).
ALTER TABLE "listing_price_keys" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint

-- The one home of the key's rounding: a unit price excl. VAT after a discount in basis points,
-- rounded half up to whole cents as the pricing module's discountedUnitCents rounds (for a price
-- and a discount that are never negative, integer division by 10000 after adding 5000 is exactly
-- that; numeric made a price page's sort about twice as slow). A plain SQL expression, so
-- PostgreSQL inlines it where it is called (the page statement's own pricing calls it too).
CREATE FUNCTION shop_price_key(price_cents integer, discount_bp integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ($1::bigint * (10000 - $2) + 5000) / 10000 $$;--> statement-breakpoint

-- The keys every listing entry has for every stored lookup, looked up most specific first as
-- customer-prices.ts discountLookup describes: the product's own, its main category and vendor,
-- its main category, its vendor, the group's default.
CREATE VIEW "listing_price_key_sources" AS
SELECT l.price_group_id, e.category_id,
       shop_price_key(e.price_cents, coalesce(dp.bp, dcv.bp, dc.bp, dv.bp, l.default_bp)) AS price_key,
       e.product_id, e.in_stock
FROM listing_entries e CROSS JOIN price_key_lookups l
  LEFT JOIN price_key_discounts dp
    ON dp.price_group_id = l.price_group_id AND dp.product_id = e.product_id
  LEFT JOIN price_key_discounts dcv
    ON dcv.price_group_id = l.price_group_id AND dcv.product_id IS NULL
   AND dcv.category_id = e.main_category_id AND dcv.vendor_id = e.vendor_id
  LEFT JOIN price_key_discounts dc
    ON dc.price_group_id = l.price_group_id AND dc.product_id IS NULL
   AND dc.category_id = e.main_category_id AND dc.vendor_id IS NULL
  LEFT JOIN price_key_discounts dv
    ON dv.price_group_id = l.price_group_id AND dv.product_id IS NULL
   AND dv.category_id IS NULL AND dv.vendor_id = e.vendor_id;--> statement-breakpoint

-- Listing entries change (a product's entries are rewritten, a stock flip, a bulk rebuild): their
-- keys follow in the same transaction. Each first takes the keys' lock shared: a group's rebuild
-- (price-keys.ts) holds it exclusively, so an entry written while a rebuild runs gets its keys
-- from the new lookup after the rebuild commits (each statement below then reads afresh), and
-- none is lost or written twice. An entry's update (only in_stock, today) rewrites its keys.
CREATE FUNCTION shop_price_keys_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('listing-price-keys'));
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM listing_price_keys k USING old_entries o WHERE k.product_id = o.product_id AND k.category_id = o.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO listing_price_keys (price_group_id, category_id, price_key, product_id, in_stock)
    SELECT s.price_group_id, s.category_id, s.price_key, s.product_id, s.in_stock
    FROM listing_price_key_sources s JOIN new_entries n ON n.category_id = s.category_id AND n.product_id = s.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A group's stored lookup removed (the group deleted): its keys go with it.
CREATE FUNCTION shop_price_keys_lookups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_price_keys WHERE price_group_id IN (SELECT price_group_id FROM old_lookups);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "listing_entries_price_keys_insert" AFTER INSERT ON "listing_entries"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION shop_price_keys_entries_changed();--> statement-breakpoint
CREATE TRIGGER "listing_entries_price_keys_delete" AFTER DELETE ON "listing_entries"
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION shop_price_keys_entries_changed();--> statement-breakpoint
CREATE TRIGGER "listing_entries_price_keys_update" AFTER UPDATE ON "listing_entries"
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION shop_price_keys_entries_changed();--> statement-breakpoint
CREATE TRIGGER "price_key_lookups_delete" AFTER DELETE ON "price_key_lookups"
  REFERENCING OLD TABLE AS old_lookups FOR EACH STATEMENT EXECUTE FUNCTION shop_price_keys_lookups_deleted();
