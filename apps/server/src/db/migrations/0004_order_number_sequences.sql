-- Order numbers move from the `counters` row (held locked until each order commits) to one
-- sequence per year (db/order-numbers.ts). Existing years continue where their counter stood.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT name, value FROM counters WHERE name ~ '^order:[0-9]{4}$' AND value > 0 LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 1 MAXVALUE 999999', 'order_number_' || substr(c.name, 7));
    PERFORM setval(format('%I', 'order_number_' || substr(c.name, 7)), c.value);
  END LOOP;
  DELETE FROM counters WHERE name ~ '^order:';
END $$;
