-- Hand-written (not generated): invoices.paid_cents is from now on the sum of the invoice's
-- payments (modules/invoices/payments.service.ts). An amount recorded as paid before payments
-- were kept one by one becomes one payment of that amount, dated the day of issue, so the sum
-- holds for every invoice.
INSERT INTO "payments" ("invoice_id", "amount_cents", "paid_on", "method", "note")
SELECT i."id", i."paid_cents", (i."issued_at" AT TIME ZONE 'Europe/Bratislava')::date, 'other',
       'Úhrada zapísaná pred evidenciou jednotlivých platieb'
FROM "invoices" i
WHERE i."paid_cents" > 0
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."invoice_id" = i."id");
