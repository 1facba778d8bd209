-- Each server process keeps the sessions it has read (plugins/session.ts), so a logged-in request
-- costs no round trip for its customer. Whatever that read returns can change in the sessions
-- (logout, a password change, expiry, the hourly touch), the customers (blocked, deleted, a new
-- price group or company data) or the wishlist. Triggers, not the writers, announce it: no code
-- path (a staff edit, the CLI, a cascade, plain SQL) can change a session's data unannounced. The
-- payload names the customers (comma-separated), or '*' when that list would not fit a NOTIFY.
-- docs/decisions/017-perf-listing.md §Sessions kept in memory
CREATE FUNCTION shop_announce_session_change(customer_ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer_ids IS NOT NULL THEN
    PERFORM pg_notify('shop_sessions', CASE WHEN length(customer_ids) > 7000 THEN '*' ELSE customer_ids END);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION shop_sessions_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_session_change((SELECT string_agg(DISTINCT customer_id::text, ',') FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION shop_customers_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_session_change((SELECT string_agg(DISTINCT id::text, ',') FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_changed_update AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sessions_rows_changed();--> statement-breakpoint
CREATE TRIGGER sessions_changed_delete AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sessions_rows_changed();--> statement-breakpoint
CREATE TRIGGER customers_changed_update AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_customers_rows_changed();--> statement-breakpoint
CREATE TRIGGER customers_changed_delete AFTER DELETE ON "customers" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_customers_rows_changed();--> statement-breakpoint
CREATE TRIGGER wishlist_items_changed_insert AFTER INSERT ON "wishlist_items" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sessions_rows_changed();--> statement-breakpoint
CREATE TRIGGER wishlist_items_changed_update AFTER UPDATE ON "wishlist_items" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sessions_rows_changed();--> statement-breakpoint
CREATE TRIGGER wishlist_items_changed_delete AFTER DELETE ON "wishlist_items" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sessions_rows_changed();
