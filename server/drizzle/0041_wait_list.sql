CREATE TABLE "wait_list_entries" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wait_list_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"show_id" text NOT NULL,
	"session_id" text NOT NULL,
	"seat_plan_id" text NOT NULL,
	"qty" integer NOT NULL,
	"state" text NOT NULL,
	"lang" text NOT NULL,
	"order_id" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wait_list_state_ck" CHECK ("wait_list_entries"."state" in ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "wait_list_qty_ck" CHECK ("wait_list_entries"."qty" between 1 and 6),
	CONSTRAINT "wait_list_offer_ck" CHECK (("wait_list_entries"."state" in ('OFFERED', 'BOOKED')) <= ("wait_list_entries"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "wait_list_entries" ADD CONSTRAINT "wait_list_entries_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wait_list_open_uq" ON "wait_list_entries" USING btree ("merchant_id","user_id","seat_plan_id") WHERE "wait_list_entries"."state" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "wait_list_queue_idx" ON "wait_list_entries" USING btree ("seat_plan_id","seq") WHERE "wait_list_entries"."state" = 'WAITING';--> statement-breakpoint
CREATE INDEX "wait_list_buyer_idx" ON "wait_list_entries" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "wait_list_order_idx" ON "wait_list_entries" USING btree ("order_id");