CREATE TABLE "merchant_bottom_navigations" (
	"merchant_id" text NOT NULL,
	"position" integer NOT NULL,
	"floor_type" text NOT NULL,
	"navigation_name" jsonb NOT NULL,
	"jump_type" text,
	"jump_target" text,
	"jump_details" jsonb,
	"page_path" text,
	"icons" jsonb,
	"svg_content" text,
	CONSTRAINT "merchant_bottom_navigations_merchant_id_position_pk" PRIMARY KEY("merchant_id","position")
);
--> statement-breakpoint
CREATE TABLE "merchant_languages" (
	"merchant_id" text NOT NULL,
	"lang_tag" text NOT NULL,
	"lang_name" text NOT NULL,
	"login_methods" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "merchant_languages_merchant_id_lang_tag_pk" PRIMARY KEY("merchant_id","lang_tag")
);
--> statement-breakpoint
CREATE TABLE "merchant_login_areas" (
	"merchant_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "merchant_login_areas_merchant_id_code_pk" PRIMARY KEY("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"shop_name" jsonb NOT NULL,
	"share_description" jsonb NOT NULL,
	"default_lang" text NOT NULL,
	"shop_status" text DEFAULT 'OPEN' NOT NULL,
	"binary_value" integer DEFAULT 0 NOT NULL,
	"theme_color" text NOT NULL,
	"shop_mixed_color" text NOT NULL,
	"support_email_order" boolean DEFAULT false NOT NULL,
	"student_certification" boolean DEFAULT false NOT NULL,
	"web_pay_guide_display" boolean DEFAULT false NOT NULL,
	"no_auto_jump_pick_seat" boolean DEFAULT false NOT NULL,
	"hidden_ticket_price" boolean DEFAULT false NOT NULL,
	"hidden_ticket_price_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_open_site" boolean DEFAULT false NOT NULL,
	"company_desc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icp_license" text DEFAULT '' NOT NULL,
	"icp_license_url" text DEFAULT '' NOT NULL,
	"support_face_auth" boolean DEFAULT false NOT NULL,
	"footer_text" jsonb,
	"available_shop_themes" jsonb NOT NULL,
	"bottom_navigation_style" jsonb NOT NULL,
	"prime_config" jsonb NOT NULL,
	"product_cart_config" jsonb NOT NULL,
	"content_setting_infos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_bottom_navigations" ADD CONSTRAINT "merchant_bottom_navigations_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_languages" ADD CONSTRAINT "merchant_languages_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_login_areas" ADD CONSTRAINT "merchant_login_areas_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;