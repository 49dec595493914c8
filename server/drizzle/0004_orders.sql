CREATE TABLE "order_audiences" (
	"audience_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_no" text NOT NULL,
	"birth_date" text,
	"gender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_buyer_counts" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"show_id" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_buyer_counts_merchant_id_user_id_show_id_pk" PRIMARY KEY("merchant_id","user_id","show_id"),
	CONSTRAINT "order_buyer_counts_ck" CHECK ("order_buyer_counts"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"merchant_id" text NOT NULL,
	"show_id" text NOT NULL,
	"session_id" text NOT NULL,
	"seat_plan_id" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"allocations" jsonb NOT NULL,
	CONSTRAINT "order_items_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_merchant_settings" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"reserve_seconds" integer DEFAULT 900 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_show_rules" (
	"merchant_id" text NOT NULL,
	"show_id" text NOT NULL,
	"max_per_order" integer NOT NULL,
	"max_per_buyer" integer NOT NULL,
	CONSTRAINT "order_show_rules_merchant_id_show_id_pk" PRIMARY KEY("merchant_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "order_stock" (
	"merchant_id" text NOT NULL,
	"seat_plan_id" text NOT NULL,
	"shard" integer DEFAULT 0 NOT NULL,
	"show_id" text NOT NULL,
	"session_id" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_stock_merchant_id_seat_plan_id_shard_pk" PRIMARY KEY("merchant_id","seat_plan_id","shard"),
	CONSTRAINT "order_stock_counts_ck" CHECK ("order_stock"."sold" >= 0 and "order_stock"."held" >= 0 and "order_stock"."sold" + "order_stock"."held" <= "order_stock"."capacity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"state" integer NOT NULL,
	"first_show_id" text NOT NULL,
	"first_session_id" text NOT NULL,
	"qty" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"pay_amount_cents" integer NOT NULL,
	"deliver_method" text NOT NULL,
	"address_id" text,
	"promotion_id" text,
	"audience_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unpaid_transaction_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reserve_until" timestamp with time zone NOT NULL,
	"cancel_reason" text,
	"closed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_audiences" ADD CONSTRAINT "order_audiences_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_buyer_counts" ADD CONSTRAINT "order_buyer_counts_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_merchant_settings" ADD CONSTRAINT "order_merchant_settings_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_show_rules" ADD CONSTRAINT "order_show_rules_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock" ADD CONSTRAINT "order_stock_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_audiences_id_uq" ON "order_audiences" USING btree ("merchant_id","user_id","id_type","id_no");--> statement-breakpoint
CREATE INDEX "order_audiences_buyer_idx" ON "order_audiences" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_plan_idx" ON "order_items" USING btree ("merchant_id","seat_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("merchant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("reserve_until") WHERE "orders"."state" = 1;