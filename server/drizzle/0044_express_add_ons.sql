CREATE TABLE "parcels" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"provider" text NOT NULL,
	"carrier" text NOT NULL,
	"waybill_no" text NOT NULL,
	"state" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"shipped_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_add_on_products" (
	"merchant_id" text NOT NULL,
	"show_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "show_add_on_products_merchant_id_show_id_product_id_pk" PRIMARY KEY("merchant_id","show_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_add_on_products" ADD CONSTRAINT "show_add_on_products_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_merchant_idx" ON "parcels" USING btree ("merchant_id","shipped_at");