CREATE TABLE "card_templates" (
	"merchant_id" text NOT NULL,
	"card_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"convertible_times" integer NOT NULL,
	"show_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"per_buyer_limit" integer DEFAULT 1 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_templates_merchant_id_card_id_pk" PRIMARY KEY("merchant_id","card_id"),
	CONSTRAINT "card_templates_stock_ck" CHECK ("card_templates"."sold" >= 0 and "card_templates"."held" >= 0 and "card_templates"."sold" + "card_templates"."held" <= "card_templates"."stock"),
	CONSTRAINT "card_templates_terms_ck" CHECK ("card_templates"."price_cents" >= 0 and "card_templates"."valid_days" > 0 and "card_templates"."convertible_times" > 0 and "card_templates"."per_buyer_limit" > 0 and "card_templates"."discount_percent" > 0 and "card_templates"."discount_percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "card_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_cards" (
	"merchant_id" text NOT NULL,
	"user_card_instance_id" text NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"order_id" text NOT NULL,
	"convertible_times" integer NOT NULL,
	"locked_times" integer DEFAULT 0 NOT NULL,
	"redeemed_times" integer DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_cards_merchant_id_user_card_instance_id_pk" PRIMARY KEY("merchant_id","user_card_instance_id"),
	CONSTRAINT "user_cards_times_ck" CHECK ("user_cards"."redeemed_times" >= 0 and "user_cards"."redeemed_times" <= "user_cards"."locked_times" and "user_cards"."locked_times" <= "user_cards"."convertible_times")
);
--> statement-breakpoint
CREATE TABLE "card_uses" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_card_instance_id" text NOT NULL,
	"state" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_uses_state_ck" CHECK ("card_uses"."state" in ('PENDING', 'USED', 'RETURNED'))
);
--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_uses" ADD CONSTRAINT "card_uses_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_orders_buyer_idx" ON "card_orders" USING btree ("merchant_id","card_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_cards_order_uq" ON "user_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_cards_owner_idx" ON "user_cards" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_uses_instance_idx" ON "card_uses" USING btree ("merchant_id","user_card_instance_id");
