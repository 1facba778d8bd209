-- An order (or a stock feed) changes only the stock, and the card shows it: rebuilding the whole
-- card from product_card_sources (vendor, cover image, row_to_json) for that was the largest part of
-- the order's stock update, run while the ordered products' rows are locked. A change of the stock
-- alone now rewrites the one number in the card's text; any other change of what a card shows still
-- rebuilds it. The text is the view's row_to_json: inside a JSON string every quote is escaped, so
-- `"stock":` followed by digits can only be the card's own key (the url and image objects have no
-- such key), and its first match is that key; the number is written as row_to_json writes an int.
-- A statement alone barely gets faster (pgbench, one client); the orders waiting for the same rows do.
-- The card's fields are listed twice on purpose: deciding both lists in one query first (array_agg
-- into variables, then the update by id) was slower in pgbench (0.89–1.20 against 0.72–0.96 ms).
-- docs/decisions/017-perf-listing.md §The stock in the card's text
CREATE OR REPLACE FUNCTION shop_cards_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_cards_refresh(ARRAY(
    SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE (n.code, n.name, n.slug, n.short_description, n.unit_of_measure, n.price_cents, n.vat_rate,
           n.vendor_id, n.category_id)
          IS DISTINCT FROM (o.code, o.name, o.slug, o.short_description, o.unit_of_measure, o.price_cents,
           o.vat_rate, o.vendor_id, o.category_id)));
  UPDATE product_cards k SET card = regexp_replace(k.card, '"stock":-?[0-9]+', '"stock":' || n.stock)
  FROM new_products n JOIN old_products o ON o.id = n.id
  WHERE k.product_id = n.id AND n.stock <> o.stock
    AND (n.code, n.name, n.slug, n.short_description, n.unit_of_measure, n.price_cents, n.vat_rate,
         n.vendor_id, n.category_id)
        IS NOT DISTINCT FROM (o.code, o.name, o.slug, o.short_description, o.unit_of_measure, o.price_cents,
         o.vat_rate, o.vendor_id, o.category_id);
  RETURN NULL;
END $$;
