CREATE TABLE "parking_lots" (
	"merchant_id" text NOT NULL,
	"lot_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"free_minutes" integer NOT NULL,
	"first_hour_cents" integer NOT NULL,
	"per_hour_cents" integer NOT NULL,
	"daily_cap_cents" integer NOT NULL,
	"exit_grace_minutes" integer DEFAULT 15 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_lots_merchant_id_lot_id_pk" PRIMARY KEY("merchant_id","lot_id"),
	CONSTRAINT "parking_lots_tariff_ck" CHECK ("parking_lots"."free_minutes" >= 0 and "parking_lots"."first_hour_cents" >= 0 and "parking_lots"."per_hour_cents" >= 0 and "parking_lots"."daily_cap_cents" > 0 and "parking_lots"."exit_grace_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parking_stays" (
	"stay_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"lot_id" text NOT NULL,
	"plate" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "parking_stays_paid_ck" CHECK ("parking_stays"."paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parking_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"stay_id" text NOT NULL,
	"lot_id" text NOT NULL,
	"plate" text NOT NULL,
	"minutes" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"coupon_discount_cents" integer DEFAULT 0 NOT NULL,
	"fee_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_stays" ADD CONSTRAINT "parking_stays_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_orders" ADD CONSTRAINT "parking_orders_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_orders" ADD CONSTRAINT "parking_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_orders" ADD CONSTRAINT "parking_orders_stay_id_parking_stays_stay_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."parking_stays"("stay_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_stays_open_uq" ON "parking_stays" USING btree ("merchant_id","lot_id","plate") WHERE "parking_stays"."exited_at" is null;--> statement-breakpoint
CREATE INDEX "parking_orders_buyer_idx" ON "parking_orders" USING btree ("merchant_id","user_id");--> statement-breakpoint
CREATE INDEX "parking_orders_stay_idx" ON "parking_orders" USING btree ("stay_id");
