-- Custom SQL migration file, put your code below! ---- Aborts the statement that calls it with a typed refusal: SQLSTATE P0001, the reason as the message.
-- Order creation's one-statement placement (server/src/modules/orders/repository/place-order.ts) calls it
-- when a part of the order did nothing, so the statement is all or nothing. VOLATILE: it must run only
-- when its CASE branch is reached, never be folded at plan time.
CREATE OR REPLACE FUNCTION orders_refuse(reason text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END
$$;
