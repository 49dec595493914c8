CREATE TABLE "coupon_exchange_codes" (
	"merchant_id" text NOT NULL,
	"code" text NOT NULL,
	"template_id" text NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"coupon_id" text,
	CONSTRAINT "coupon_exchange_codes_merchant_id_code_pk" PRIMARY KEY("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"merchant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"rule_comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coupon_type" text NOT NULL,
	"biz_types" jsonb DEFAULT '["SHOW"]'::jsonb NOT NULL,
	"use_way" text DEFAULT 'ONLINE' NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"threshold_cents" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"max_discount_cents" integer DEFAULT 0 NOT NULL,
	"exchange_qty" integer DEFAULT 0 NOT NULL,
	"use_limit" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expiration_type" text NOT NULL,
	"expiration_unit" text,
	"expiration_length" integer,
	"start_time" timestamp with time zone,
	"expire_time" timestamp with time zone,
	"total_qty" integer,
	"issued_qty" integer DEFAULT 0 NOT NULL,
	"per_buyer_limit" integer DEFAULT 1 NOT NULL,
	"need_real_name" boolean DEFAULT false NOT NULL,
	"need_face_auth" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_merchant_id_template_id_pk" PRIMARY KEY("merchant_id","template_id"),
	CONSTRAINT "coupon_templates_issued_ck" CHECK ("coupon_templates"."issued_qty" >= 0 and ("coupon_templates"."total_qty" is null or "coupon_templates"."issued_qty" <= "coupon_templates"."total_qty")),
	CONSTRAINT "coupon_templates_discount_ck" CHECK ("coupon_templates"."discount_percent" >= 0 and "coupon_templates"."discount_percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"merchant_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"template_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"coupon_code" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"order_id" text,
	"used_at" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_merchant_id_coupon_id_pk" PRIMARY KEY("merchant_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_exchange_codes" ADD CONSTRAINT "coupon_exchange_codes_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("merchant_id","coupon_code");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("merchant_id","user_id","status");--> statement-breakpoint
CREATE INDEX "coupons_template_owner_idx" ON "coupons" USING btree ("merchant_id","template_id","user_id");--> statement-breakpoint
CREATE INDEX "coupons_order_idx" ON "coupons" USING btree ("order_id");