-- listing_entries (schema/listing.ts) kept by PostgreSQL itself, so every write path — the back
-- office, imports, the CLI, orders changing stock — keeps listings right without knowing about it
-- (docs/decisions/017-perf-listing.md). Statement triggers with transition tables: an import pays
-- one refresh per statement, not one per row.

-- Rewrites the entries of the given products from their rows: one per category the product is in
-- (main and further) and every ancestor of those, once each; none for an inactive product.
CREATE FUNCTION shop_listing_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM listing_entries WHERE product_id = ANY(ids);
  INSERT INTO listing_entries (category_id, product_id, in_stock, sort_weight, name_key, price_cents, code,
                               main_category_id, vendor_id)
  WITH RECURSIVE member(product_id, category_id) AS (
    SELECT p.id, p.category_id FROM products p WHERE p.id = ANY(ids) AND p.active
    UNION
    SELECT pc.product_id, pc.category_id
    FROM product_categories pc JOIN products p ON p.id = pc.product_id
    WHERE pc.product_id = ANY(ids) AND p.active
    UNION
    SELECT m.product_id, c.parent_id
    FROM member m JOIN categories c ON c.id = m.category_id
    WHERE c.parent_id IS NOT NULL
  )
  SELECT m.category_id, p.id, p.stock > 0, p.sort_weight, p.name_key, p.price_cents, p.code, p.category_id, p.vendor_id
  FROM member m JOIN products p ON p.id = m.product_id;
END $$;--> statement-breakpoint

-- Every product afresh (a bulk load that ran without triggers, seed/big-catalogue.ts).
CREATE FUNCTION shop_listing_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_entries;
  INSERT INTO listing_entries (category_id, product_id, in_stock, sort_weight, name_key, price_cents, code,
                               main_category_id, vendor_id)
  WITH RECURSIVE up(category_id, ancestor_id) AS (
    SELECT id, id FROM categories
    UNION
    SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor_id WHERE c.parent_id IS NOT NULL
  ), member(product_id, category_id) AS (
    SELECT id, category_id FROM products WHERE active
    UNION
    SELECT pc.product_id, pc.category_id FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE p.active
  ), entry(product_id, category_id) AS (
    SELECT DISTINCT m.product_id, up.ancestor_id FROM member m JOIN up ON up.category_id = m.category_id
  )
  SELECT e.category_id, p.id, p.stock > 0, p.sort_weight, p.name_key, p.price_cents, p.code, p.category_id, p.vendor_id
  FROM entry e JOIN products p ON p.id = e.product_id;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_listing_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_listing_refresh(ARRAY(SELECT id FROM new_products WHERE active));
  RETURN NULL;
END $$;--> statement-breakpoint

-- A change to what a listing shows or sorts by rewrites the product's entries; a stock change
-- (every order) only flips in_stock, and only when the stock crosses zero.
CREATE FUNCTION shop_listing_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_listing_refresh(ARRAY(
    SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE (n.active, n.category_id, n.sort_weight, n.name_key, n.price_cents, n.code, n.vendor_id)
          IS DISTINCT FROM (o.active, o.category_id, o.sort_weight, o.name_key, o.price_cents, o.code, o.vendor_id)));
  UPDATE listing_entries e SET in_stock = n.stock > 0
  FROM new_products n JOIN old_products o ON o.id = n.id
  WHERE e.product_id = n.id AND (n.stock > 0) <> (o.stock > 0) AND e.in_stock <> (n.stock > 0);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_listing_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_entries WHERE product_id IN (SELECT id FROM old_products);
  RETURN NULL;
END $$;--> statement-breakpoint

-- Further categories changed: the products' rows are locked first, so a concurrent edit of the
-- same product (which holds its row) finishes before these entries are rewritten from it.
CREATE FUNCTION shop_listing_product_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM new_links ORDER BY 1);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM old_links ORDER BY 1);
  ELSE
    ids := ARRAY(SELECT product_id FROM new_links UNION SELECT product_id FROM old_links ORDER BY 1);
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM shop_listing_refresh(ids);
  RETURN NULL;
END $$;--> statement-breakpoint

-- A category moved under another parent: every product listed in it gets its ancestors anew.
CREATE FUNCTION shop_listing_categories_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_listing_refresh(ARRAY(
    SELECT DISTINCT e.product_id FROM listing_entries e
    WHERE e.category_id IN (
      SELECT n.id FROM new_categories n JOIN old_categories o ON o.id = n.id
      WHERE n.parent_id IS DISTINCT FROM o.parent_id)));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "products_listing_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_products_inserted();--> statement-breakpoint
CREATE TRIGGER "products_listing_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_products_updated();--> statement-breakpoint
CREATE TRIGGER "products_listing_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_products_deleted();--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_insert" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_product_categories_changed();--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_update" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_product_categories_changed();--> statement-breakpoint
CREATE TRIGGER "product_categories_listing_delete" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_product_categories_changed();--> statement-breakpoint
CREATE TRIGGER "categories_listing_update" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_categories NEW TABLE AS new_categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_listing_categories_moved();--> statement-breakpoint
SELECT shop_listing_rebuild();--> statement-breakpoint
ANALYZE listing_entries;
