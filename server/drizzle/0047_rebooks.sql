ALTER TABLE "tickets" DROP CONSTRAINT "tickets_state_ck";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_state_ck" CHECK ("tickets"."state" in ('VALID', 'ADMITTED', 'REFUNDED', 'EXPIRED', 'REBOOKED'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "kind" text DEFAULT 'REFUND' NOT NULL;--> statement-breakpoint
CREATE TABLE "rebook_rules" (
	"merchant_id" text NOT NULL,
	"show_id" text NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"min_hours_before" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"max_rebooks_per_order" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebook_rules_merchant_id_show_id_pk" PRIMARY KEY("merchant_id","show_id"),
	CONSTRAINT "rebook_rules_ck" CHECK ("rebook_rules"."min_hours_before" >= 0 and "rebook_rules"."fee_cents" >= 0 and "rebook_rules"."max_rebooks_per_order" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_rebooks" (
	"rebook_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"from_session_id" text NOT NULL,
	"to_session_id" text NOT NULL,
	"to_seat_plan_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"refund_id" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rebooks_ck" CHECK ("order_rebooks"."qty" > 0 and "order_rebooks"."fee_cents" >= 0 and "order_rebooks"."refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebook_tickets" (
	"old_ticket_id" text PRIMARY KEY NOT NULL,
	"new_ticket_id" text NOT NULL,
	"rebook_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"shard" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rebook_rules" ADD CONSTRAINT "rebook_rules_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rebooks" ADD CONSTRAINT "order_rebooks_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rebooks" ADD CONSTRAINT "order_rebooks_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebook_tickets" ADD CONSTRAINT "rebook_tickets_rebook_id_order_rebooks_rebook_id_fk" FOREIGN KEY ("rebook_id") REFERENCES "public"."order_rebooks"("rebook_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_rebooks_idempotency_uq" ON "order_rebooks" USING btree ("merchant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_rebooks_order_idx" ON "order_rebooks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebook_tickets_new_uq" ON "rebook_tickets" USING btree ("new_ticket_id");--> statement-breakpoint
CREATE INDEX "rebook_tickets_order_idx" ON "rebook_tickets" USING btree ("order_id");
