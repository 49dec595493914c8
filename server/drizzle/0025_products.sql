CREATE TABLE "cart_lines" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"product_id" text NOT NULL,
	"qty" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_merchant_id_user_id_sku_id_pk" PRIMARY KEY("merchant_id","user_id","sku_id"),
	CONSTRAINT "cart_lines_qty_ck" CHECK ("cart_lines"."qty" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"merchant_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_merchant_id_category_id_pk" PRIMARY KEY("merchant_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_order_items" (
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"name" jsonb NOT NULL,
	"spec_text" jsonb NOT NULL,
	"poster_url" text NOT NULL,
	CONSTRAINT "product_order_items_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "product_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"deliver_method" text NOT NULL,
	"items_cents" integer NOT NULL,
	"express_fee_cents" integer NOT NULL,
	"address" jsonb,
	"from_cart" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_skus" (
	"merchant_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"product_id" text NOT NULL,
	"spec_value_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"market_price_cents" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_skus_merchant_id_sku_id_pk" PRIMARY KEY("merchant_id","sku_id"),
	CONSTRAINT "product_skus_counts_ck" CHECK ("product_skus"."sold" >= 0 and "product_skus"."held" >= 0 and "product_skus"."sold" + "product_skus"."held" <= "product_skus"."stock" and "product_skus"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	"spu_type" text DEFAULT 'NORMAL' NOT NULL,
	"name" jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_url" text NOT NULL,
	"posters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deliver_methods" jsonb DEFAULT '["EXPRESS"]'::jsonb NOT NULL,
	"express_fee_cents" integer DEFAULT 0 NOT NULL,
	"max_per_order" integer DEFAULT 99 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_merchant_id_product_id_pk" PRIMARY KEY("merchant_id","product_id"),
	CONSTRAINT "products_fee_ck" CHECK ("products"."express_fee_cents" >= 0 and "products"."max_per_order" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'TICKET' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_order_items" ADD CONSTRAINT "product_order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_order_items_sku_idx" ON "product_order_items" USING btree ("merchant_id","sku_id");--> statement-breakpoint
CREATE INDEX "product_skus_product_idx" ON "product_skus" USING btree ("merchant_id","product_id");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("merchant_id","on_sale","position");