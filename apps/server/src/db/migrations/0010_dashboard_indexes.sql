CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_at") WHERE "invoices"."paid_cents" < "invoices"."total_cents";--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_open_status_idx" ON "orders" USING btree ("status") WHERE "orders"."status" in ('new', 'processing');