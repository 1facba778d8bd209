-- A basket's version goes up with every update of its row (lines, choices, coupon, note). Placing
-- an order reads the basket and prices it without holding a lock, then writes only if the version
-- is still the one it priced (modules/checkout/place-order.ts).
ALTER TABLE "baskets" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION shop_basket_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER baskets_version BEFORE UPDATE ON baskets FOR EACH ROW EXECUTE FUNCTION shop_basket_version();
