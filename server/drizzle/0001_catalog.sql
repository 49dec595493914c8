CREATE TABLE "catalog_app_versions" (
	"merchant_id" text NOT NULL,
	"product_code" text NOT NULL,
	"client_code" text NOT NULL,
	"version_no" text NOT NULL,
	"force" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_app_versions_merchant_id_product_code_client_code_version_no_pk" PRIMARY KEY("merchant_id","product_code","client_code","version_no")
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"merchant_id" text NOT NULL,
	"code" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_categories_merchant_id_code_pk" PRIMARY KEY("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "catalog_cities" (
	"merchant_id" text NOT NULL,
	"city_id" text NOT NULL,
	"site_id" text NOT NULL,
	"province_id" text NOT NULL,
	"bs_city_id" text NOT NULL,
	"city_name" jsonb NOT NULL,
	"status" text DEFAULT 'ONLINE' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_cities_merchant_id_city_id_pk" PRIMARY KEY("merchant_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_copywriting" (
	"merchant_id" text NOT NULL,
	"client" text DEFAULT 'ALL' NOT NULL,
	"type" text DEFAULT 'base' NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "catalog_copywriting_merchant_id_client_type_key_pk" PRIMARY KEY("merchant_id","client","type","key")
);
--> statement-breakpoint
CREATE TABLE "catalog_customer_service" (
	"merchant_id" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"work_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"online" jsonb NOT NULL,
	CONSTRAINT "catalog_customer_service_merchant_id_scope_pk" PRIMARY KEY("merchant_id","scope")
);
--> statement-breakpoint
CREATE TABLE "catalog_layouts" (
	"merchant_id" text NOT NULL,
	"layout_id" text NOT NULL,
	"page" text NOT NULL,
	"topic_id" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"components" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_layouts_merchant_id_layout_id_pk" PRIMARY KEY("merchant_id","layout_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_seat_plans" (
	"merchant_id" text NOT NULL,
	"seat_plan_id" text NOT NULL,
	"session_id" text NOT NULL,
	"show_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_state" text DEFAULT 'ON_SALE' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_seat_plans_merchant_id_seat_plan_id_pk" PRIMARY KEY("merchant_id","seat_plan_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_sessions" (
	"merchant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"show_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ON_SALE' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_sessions_merchant_id_session_id_pk" PRIMARY KEY("merchant_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_show_groups" (
	"merchant_id" text NOT NULL,
	"show_group_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"theater_or_location_name" jsonb NOT NULL,
	"theater_or_location_address" jsonb NOT NULL,
	"address_type" text DEFAULT 'THEATER' NOT NULL,
	"show_ids" jsonb NOT NULL,
	CONSTRAINT "catalog_show_groups_merchant_id_show_group_id_pk" PRIMARY KEY("merchant_id","show_group_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_shows" (
	"merchant_id" text NOT NULL,
	"show_id" text NOT NULL,
	"std_show_id" text NOT NULL,
	"show_name" jsonb NOT NULL,
	"show_date" text,
	"first_show_time" timestamp with time zone NOT NULL,
	"last_show_time" timestamp with time zone NOT NULL,
	"city_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"show_type" text DEFAULT 'NORMAL' NOT NULL,
	"backend_category" text NOT NULL,
	"show_status" text DEFAULT 'ONLINE' NOT NULL,
	"show_detail_status" text NOT NULL,
	"show_duration" integer DEFAULT 120 NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"min_price_cents" integer DEFAULT 0 NOT NULL,
	"max_price_cents" integer DEFAULT 0 NOT NULL,
	"custom_price" integer,
	"show_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"white_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tour_id" text,
	"seat_pick_type" text DEFAULT 'SUPPORT_NONE' NOT NULL,
	"support_seat_picking" boolean DEFAULT false NOT NULL,
	"sale_time" timestamp with time zone,
	"priority_sale_time" timestamp with time zone,
	"min_limit_age" integer,
	"captcha_switch" boolean DEFAULT false NOT NULL,
	"captcha_verify_start_time" timestamp with time zone,
	"captcha_verify_end_time" timestamp with time zone,
	"captcha_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount" double precision,
	"exist_wait_list" boolean DEFAULT false NOT NULL,
	"utc_offset" integer DEFAULT 480 NOT NULL,
	"show_alert_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_fraud_flag" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recommend_weight" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_shows_merchant_id_show_id_pk" PRIMARY KEY("merchant_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_tours" (
	"merchant_id" text NOT NULL,
	"tour_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_ids" jsonb NOT NULL,
	CONSTRAINT "catalog_tours_merchant_id_tour_id_pk" PRIMARY KEY("merchant_id","tour_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_venues" (
	"merchant_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"city_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_venues_merchant_id_venue_id_pk" PRIMARY KEY("merchant_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_app_versions" ADD CONSTRAINT "catalog_app_versions_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD CONSTRAINT "catalog_cities_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_copywriting" ADD CONSTRAINT "catalog_copywriting_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_customer_service" ADD CONSTRAINT "catalog_customer_service_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_layouts" ADD CONSTRAINT "catalog_layouts_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_seat_plans" ADD CONSTRAINT "catalog_seat_plans_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_sessions" ADD CONSTRAINT "catalog_sessions_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_show_groups" ADD CONSTRAINT "catalog_show_groups_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_shows" ADD CONSTRAINT "catalog_shows_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tours" ADD CONSTRAINT "catalog_tours_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_venues" ADD CONSTRAINT "catalog_venues_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_layouts_page_idx" ON "catalog_layouts" USING btree ("merchant_id","page","topic_id","status");--> statement-breakpoint
CREATE INDEX "catalog_seat_plans_show_idx" ON "catalog_seat_plans" USING btree ("merchant_id","show_id");--> statement-breakpoint
CREATE INDEX "catalog_sessions_show_idx" ON "catalog_sessions" USING btree ("merchant_id","show_id");--> statement-breakpoint
CREATE INDEX "catalog_shows_listing_idx" ON "catalog_shows" USING btree ("merchant_id","show_status","first_show_time");--> statement-breakpoint
CREATE INDEX "catalog_shows_category_idx" ON "catalog_shows" USING btree ("merchant_id","backend_category","first_show_time");--> statement-breakpoint
CREATE INDEX "catalog_shows_city_idx" ON "catalog_shows" USING btree ("merchant_id","city_id","first_show_time");--> statement-breakpoint
CREATE INDEX "catalog_shows_venue_idx" ON "catalog_shows" USING btree ("merchant_id","venue_id");--> statement-breakpoint
CREATE INDEX "catalog_shows_tour_idx" ON "catalog_shows" USING btree ("merchant_id","tour_id");--> statement-breakpoint
CREATE INDEX "catalog_venues_city_idx" ON "catalog_venues" USING btree ("merchant_id","city_id");