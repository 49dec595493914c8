CREATE TABLE "prime_plans" (
	"merchant_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"show_discount_percent" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prime_plans_merchant_id_plan_id_pk" PRIMARY KEY("merchant_id","plan_id"),
	CONSTRAINT "prime_plans_terms_ck" CHECK ("prime_plans"."price_cents" > 0 and "prime_plans"."valid_days" > 0 and "prime_plans"."show_discount_percent" > 0 and "prime_plans"."show_discount_percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "prime_plan_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"granted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_memberships" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_memberships_merchant_id_user_id_pk" PRIMARY KEY("merchant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "prime_plans" ADD CONSTRAINT "prime_plans_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_plan_orders" ADD CONSTRAINT "prime_plan_orders_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_plan_orders" ADD CONSTRAINT "prime_plan_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_memberships" ADD CONSTRAINT "paid_memberships_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prime_plan_orders_buyer_idx" ON "prime_plan_orders" USING btree ("merchant_id","user_id");
