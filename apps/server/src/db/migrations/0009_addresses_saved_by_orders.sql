-- Placing an order saves its addresses (modules/checkout/order.repository.ts): one invoice address per
-- customer, upserted, and any number of delivery addresses, one per place however it was typed
-- (case, spacing, zip and phone separators ignored; the insert does nothing on a conflict).
DROP INDEX "addresses_customer_type_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_customer_invoice_idx" ON "addresses" USING btree ("customer_id") WHERE "addresses"."type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_customer_delivery_idx" ON "addresses" USING btree ("customer_id",lower(regexp_replace(btrim("first_name"), '[[:space:]]+', ' ', 'g')),lower(regexp_replace(btrim("last_name"), '[[:space:]]+', ' ', 'g')),lower(regexp_replace(btrim("street"), '[[:space:]]+', ' ', 'g')),lower(regexp_replace(btrim("city"), '[[:space:]]+', ' ', 'g')),regexp_replace("zip", '[^0-9+]', '', 'g'),regexp_replace("phone", '[^0-9+]', '', 'g')) WHERE "addresses"."type" = 2;