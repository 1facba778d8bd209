CREATE TABLE "product_cards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- product_cards (schema/listing.ts) kept by PostgreSQL, like listing_entries (migration
-- perf_listing_triggers): every write path keeps the cards right without knowing they exist
-- (docs/decisions/017-perf-listing.md §Cards kept by PostgreSQL).

-- The one home of a card's shape: contract ProductCardSchema without the price fields, as JSON
-- text (row_to_json writes no spaces; its aliases name no column anywhere, since a whole-row name
-- loses to a column of that name in an outer query), and what a customer's price comes from.
-- The cover is a product's first image (migration 0032's index is in that order).
CREATE VIEW product_card_sources AS
SELECT p.id AS product_id, p.price_cents, p.vat_rate, p.vendor_id, p.category_id,
  (SELECT row_to_json(card_fields) FROM (SELECT p.id, p.code, p.name, p.short_description, v.name AS vendor,
     (SELECT row_to_json(card_url) FROM (SELECT p.slug AS url) card_url) AS url, p.stock, p.unit_of_measure,
     CASE WHEN c.src IS NULL THEN '[]'::json
          ELSE (SELECT json_build_array(row_to_json(card_image))
                FROM (SELECT c.src, c.caption, true AS cover, c.width, c.height, c.variants) card_image) END AS image
   ) card_fields)::text AS card
FROM products p
JOIN vendors v ON v.id = p.vendor_id
LEFT JOIN LATERAL (
  SELECT i.src, i.caption, i.width, i.height, i.variants FROM product_images i
  WHERE i.product_id = p.id ORDER BY i.cover DESC, i.sort, i.id LIMIT 1) c ON true;--> statement-breakpoint

-- Rewrites the cards of the given products (a product since deleted has none: its card went with
-- it). Their rows are locked first, so a concurrent edit of one of them (which holds its row)
-- finishes before its card is rewritten from it, and cannot write an older card after this one.
CREATE FUNCTION shop_cards_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO product_cards (product_id, price_cents, vat_rate, vendor_id, category_id, card)
  SELECT s.product_id, s.price_cents, s.vat_rate, s.vendor_id, s.category_id, s.card
  FROM product_card_sources s WHERE s.product_id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET price_cents = excluded.price_cents, vat_rate = excluded.vat_rate,
    vendor_id = excluded.vendor_id, category_id = excluded.category_id, card = excluded.card;
END $$;--> statement-breakpoint

-- Every card afresh (a bulk load that ran without triggers, seed/big-catalogue.ts).
CREATE FUNCTION shop_cards_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_cards;
  INSERT INTO product_cards (product_id, price_cents, vat_rate, vendor_id, category_id, card)
  SELECT product_id, price_cents, vat_rate, vendor_id, category_id, card FROM product_card_sources;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_cards_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_cards_refresh(ARRAY(SELECT id FROM new_products));
  RETURN NULL;
END $$;--> statement-breakpoint

-- Only a change of what a card shows or a price comes from; a stock change (every order) too, as
-- the card shows the stock.
CREATE FUNCTION shop_cards_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_cards_refresh(ARRAY(
    SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE (n.code, n.name, n.slug, n.short_description, n.stock, n.unit_of_measure, n.price_cents, n.vat_rate,
           n.vendor_id, n.category_id)
          IS DISTINCT FROM (o.code, o.name, o.slug, o.short_description, o.stock, o.unit_of_measure, o.price_cents,
           o.vat_rate, o.vendor_id, o.category_id)));
  RETURN NULL;
END $$;--> statement-breakpoint

-- A vendor renamed: its products' cards name it.
CREATE FUNCTION shop_cards_vendors_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_cards_refresh(ARRAY(SELECT p.id FROM products p WHERE p.vendor_id IN (
    SELECT n.id FROM new_vendors n JOIN old_vendors o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  RETURN NULL;
END $$;--> statement-breakpoint

-- Images added, changed or removed: the cover may have changed.
CREATE FUNCTION shop_cards_images_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM new_images));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION shop_cards_images_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_cards_refresh(ARRAY(SELECT product_id FROM new_images UNION SELECT product_id FROM old_images));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION shop_cards_images_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM old_images));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "products_cards_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_products_inserted();--> statement-breakpoint
CREATE TRIGGER "products_cards_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_products_updated();--> statement-breakpoint
CREATE TRIGGER "vendors_cards_update" AFTER UPDATE ON "vendors"
  REFERENCING OLD TABLE AS old_vendors NEW TABLE AS new_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_vendors_updated();--> statement-breakpoint
CREATE TRIGGER "product_images_cards_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS new_images FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_images_inserted();--> statement-breakpoint
CREATE TRIGGER "product_images_cards_update" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS old_images NEW TABLE AS new_images
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_images_updated();--> statement-breakpoint
CREATE TRIGGER "product_images_cards_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS old_images FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_images_deleted();--> statement-breakpoint
SELECT shop_cards_rebuild();--> statement-breakpoint
ANALYZE product_cards;
