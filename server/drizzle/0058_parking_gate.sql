-- The key a car park's gate signs its entry and exit events with (HMAC-SHA256); null: no gate is
-- connected and the gate endpoint refuses every event for the car park.
ALTER TABLE "parking_lots" ADD COLUMN "gate_secret" text;
