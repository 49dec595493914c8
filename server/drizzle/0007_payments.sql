CREATE TABLE "payment_ledger" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_amount_ck" CHECK ("payment_ledger"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_configs" (
	"merchant_id" text NOT NULL,
	"product" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"is_check" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate_ppm" integer,
	"display_name" jsonb NOT NULL,
	"tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agreement" jsonb,
	"signing_key" text NOT NULL,
	CONSTRAINT "payment_provider_configs_merchant_id_product_pk" PRIMARY KEY("merchant_id","product")
);
--> statement-breakpoint
CREATE TABLE "payment_verification_codes" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "payment_verification_codes_merchant_id_user_id_order_id_pk" PRIMARY KEY("merchant_id","user_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_amount_cents" integer NOT NULL,
	"provider_currency" text NOT NULL,
	"trade_no" text,
	"pay_info" jsonb,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"refund_reason" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_notifications" (
	"notify_id" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"out_refund_no" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"product" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"subject" text NOT NULL,
	"state" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"cancel_url" text,
	"time_expire" timestamp with time zone NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_trades_refund_ck" CHECK ("sandbox_trades"."refunded_cents" >= 0 and "sandbox_trades"."refunded_cents" <= "sandbox_trades"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_state" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_configs" ADD CONSTRAINT "payment_provider_configs_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_verification_codes" ADD CONSTRAINT "payment_verification_codes_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_once_uq" ON "payment_ledger" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("merchant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_uq" ON "payments" USING btree ("merchant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."state" in ('PAYING', 'REFUNDING');--> statement-breakpoint
CREATE INDEX "sandbox_notifications_due_idx" ON "sandbox_notifications" USING btree ("next_attempt_at") WHERE "sandbox_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_out_uq" ON "sandbox_refunds" USING btree ("trade_no","out_refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_out_uq" ON "sandbox_trades" USING btree ("merchant_id","out_trade_no");