CREATE TABLE "combo_activities" (
	"merchant_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"grantor_merchant_id" text NOT NULL,
	"activity_type" text NOT NULL,
	"promotion_method" text DEFAULT 'FIXED_AMOUNT' NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"max_sets_per_order" integer DEFAULT 2 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_activities_merchant_id_promotion_id_pk" PRIMARY KEY("merchant_id","promotion_id"),
	CONSTRAINT "combo_activities_type_check" CHECK ("activity_type" IN ('COMBO', 'TIED_SALE', 'CROSS_SHOW_SESSION')),
	CONSTRAINT "combo_activities_method_check" CHECK ("promotion_method" = 'FIXED_AMOUNT'),
	CONSTRAINT "combo_activities_price_check" CHECK ("price_cents" >= 0),
	CONSTRAINT "combo_activities_sets_check" CHECK ("max_sets_per_order" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "combo_parts" (
	"merchant_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"part_no" integer NOT NULL,
	"kind" text NOT NULL,
	"show_id" text,
	"session_id" text,
	"seat_plan_id" text,
	"sku_id" text,
	"qty" integer NOT NULL,
	CONSTRAINT "combo_parts_merchant_id_promotion_id_part_no_pk" PRIMARY KEY("merchant_id","promotion_id","part_no"),
	CONSTRAINT "combo_parts_kind_check" CHECK (("kind" = 'TICKET' AND "show_id" IS NOT NULL AND "session_id" IS NOT NULL AND "seat_plan_id" IS NOT NULL) OR ("kind" = 'SKU' AND "sku_id" IS NOT NULL)),
	CONSTRAINT "combo_parts_qty_check" CHECK ("qty" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "combo_activities" ADD CONSTRAINT "combo_activities_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_parts" ADD CONSTRAINT "combo_parts_activity_fk" FOREIGN KEY ("merchant_id","promotion_id") REFERENCES "public"."combo_activities"("merchant_id","promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combo_parts_show_idx" ON "combo_parts" USING btree ("merchant_id","show_id");
