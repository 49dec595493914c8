-- What the stay had been paid when a parking order was created: settlement compares it with the stay
-- to tell a payment another one overtook (the fee it was for is paid already; it goes back).
ALTER TABLE "parking_orders" ADD COLUMN "stay_paid_cents" integer;
