-- The card refresh runs inside every order (the stock changes, the card shows it). PL/pgSQL planned
-- its INSERT … SELECT FROM product_card_sources afresh on each call (a custom plan for the ids),
-- which cost more than running it: a two-product stock update took 0.78 ms, 0.43 ms with one
-- generic plan kept per connection. The generic plan is the same index lookups by id.
-- docs/decisions/017-perf-listing.md §Place order
ALTER FUNCTION shop_cards_refresh(int[]) SET plan_cache_mode = force_generic_plan;
