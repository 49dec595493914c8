CREATE TABLE "order_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"payment_id" text,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_amount_cents" integer NOT NULL,
	"provider_refund_no" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_ck" CHECK ("order_refunds"."amount_cents" >= 0 and "order_refunds"."fee_cents" >= 0 and "order_refunds"."amount_cents" + "order_refunds"."fee_cents" = "order_refunds"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "refund_rules" (
	"merchant_id" text NOT NULL,
	"show_id" text NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_refunds_per_order" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_rules_merchant_id_show_id_pk" PRIMARY KEY("merchant_id","show_id"),
	CONSTRAINT "refund_rules_max_ck" CHECK ("refund_rules"."max_refunds_per_order" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"shard" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_revocations" (
	"merchant_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_revocations_merchant_id_ticket_id_version_pk" PRIMARY KEY("merchant_id","ticket_id","version")
);
--> statement-breakpoint
DROP INDEX "payment_ledger_once_uq";--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_rules" ADD CONSTRAINT "refund_rules_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_tickets" ADD CONSTRAINT "refund_tickets_refund_id_order_refunds_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("refund_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_revocations" ADD CONSTRAINT "ticket_revocations_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_uq" ON "order_refunds" USING btree ("merchant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_open_idx" ON "order_refunds" USING btree ("updated_at") WHERE "order_refunds"."state" = 'REFUNDING';--> statement-breakpoint
CREATE INDEX "refund_tickets_refund_idx" ON "refund_tickets" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_tickets_order_idx" ON "refund_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_revocations_since_idx" ON "ticket_revocations" USING btree ("merchant_id","revoked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_refund_uq" ON "payment_ledger" USING btree ("refund_id") WHERE "payment_ledger"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_once_uq" ON "payment_ledger" USING btree ("payment_id","kind") WHERE "payment_ledger"."refund_id" is null;