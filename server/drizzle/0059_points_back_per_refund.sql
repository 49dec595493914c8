-- A refund of some of an order's tickets gives back their share of the points the order was paid
-- with: one RETURN record per refund (refund_id), besides the one of a cancel or expiry (''). Records
-- written before keep '' (their order's one RETURN).
ALTER TABLE "point_records" ADD COLUMN "refund_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX "point_records_order_kind_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "point_records_order_kind_uq" ON "point_records" USING btree ("merchant_id","order_id","kind","refund_id") WHERE "point_records"."order_id" is not null and "point_records"."kind" <> 'RESPEND';
