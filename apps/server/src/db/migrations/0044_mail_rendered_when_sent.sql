-- The order mails are queued with the order but built when they are sent, from the order: building
-- them (HTML, the PAY by square PNG) and storing them took a fifth of placing an order.
-- docs/decisions/017-perf-listing.md §Order mails built when sent
ALTER TABLE "mail_outbox" ADD COLUMN "render" text;
