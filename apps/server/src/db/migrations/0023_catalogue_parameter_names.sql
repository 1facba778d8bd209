-- Reusable parameter names (schema/catalog.ts parameterNames): every name a product parameter
-- has used, collected by a statement trigger like the search vocabulary (0002), so an import
-- pays one INSERT … SELECT DISTINCT per statement.
CREATE FUNCTION shop_collect_parameter_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO parameter_names (name)
    SELECT DISTINCT category FROM changed_parameters WHERE category <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_parameters_names_insert" AFTER INSERT ON "product_parameters"
  REFERENCING NEW TABLE AS changed_parameters FOR EACH STATEMENT EXECUTE FUNCTION shop_collect_parameter_names();--> statement-breakpoint
CREATE TRIGGER "product_parameters_names_update" AFTER UPDATE ON "product_parameters"
  REFERENCING NEW TABLE AS changed_parameters FOR EACH STATEMENT EXECUTE FUNCTION shop_collect_parameter_names();--> statement-breakpoint
INSERT INTO parameter_names (name)
  SELECT DISTINCT category FROM product_parameters WHERE category <> ''
ON CONFLICT DO NOTHING;
