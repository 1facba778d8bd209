-- product_search (schema/catalog.ts): the search keys of names and codes in a narrow table, kept
-- by PostgreSQL like listing_entries and product_cards. The code index moves here from products;
-- the trigram index is on both (the description tier's OR reads products).
-- docs/decisions/017-perf-listing.md §A narrow table for search
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"search_text" text NOT NULL,
	"code_key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_code_key_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Rewrites the search keys of the given products from their rows (generated columns of products).
CREATE FUNCTION shop_search_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO product_search (product_id, active, search_text, code_key)
  SELECT id, active, search_text, code_key FROM products WHERE id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET active = excluded.active, search_text = excluded.search_text,
    code_key = excluded.code_key;
END $$;--> statement-breakpoint

-- Every product afresh (a bulk load that ran without triggers, seed/big-catalogue.ts).
CREATE FUNCTION shop_search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search;
  INSERT INTO product_search (product_id, active, search_text, code_key)
  SELECT id, active, search_text, code_key FROM products;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_search_refresh(ARRAY(SELECT id FROM new_products));
  RETURN NULL;
END $$;--> statement-breakpoint

-- Only a change of the keys or of whether the product is sold; a stock change (every order) none.
CREATE FUNCTION shop_search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_search_refresh(ARRAY(
    SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE (n.active, n.search_text, n.code_key) IS DISTINCT FROM (o.active, o.search_text, o.code_key)));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_search_products_inserted();--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_search_products_updated();--> statement-breakpoint
SELECT shop_search_rebuild();--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_code_key_idx" ON "product_search" USING btree ("code_key" text_pattern_ops);--> statement-breakpoint
ANALYZE product_search;
