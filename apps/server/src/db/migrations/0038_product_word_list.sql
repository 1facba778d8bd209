-- product_word_list (schema/catalog.ts): every word product_words has held, once, with a trigram
-- index: a one-word search's "inside a word" tier finds the words its token is inside of here, then
-- their products in product_words (docs/decisions/017-perf-listing.md §Words a token is inside of).
-- `word` in the C collation, as in product_words.
CREATE TABLE "product_word_list" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint

-- New words join the list; a word no product has any more stays (it matches nothing there).
CREATE FUNCTION shop_word_list_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_word_list (word)
  SELECT DISTINCT word FROM new_words ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint

-- The list afresh from product_words (a bulk load that ran without triggers, seed/big-catalogue.ts).
CREATE FUNCTION shop_word_list_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_word_list;
  INSERT INTO product_word_list (word) SELECT DISTINCT word FROM product_words ORDER BY 1;
END $$;--> statement-breakpoint

CREATE TRIGGER "product_words_word_list_insert" AFTER INSERT ON "product_words"
  REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION shop_word_list_words_inserted();--> statement-breakpoint
SELECT shop_word_list_rebuild();--> statement-breakpoint
CREATE INDEX "product_word_list_trgm_idx" ON "product_word_list" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ANALYZE product_word_list;
