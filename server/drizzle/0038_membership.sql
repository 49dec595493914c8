CREATE TABLE "growth_records" (
	"merchant_id" text NOT NULL,
	"record_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"growth" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_records_merchant_id_record_id_pk" PRIMARY KEY("merchant_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "member_accounts" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"notified_level" integer DEFAULT 1 NOT NULL,
	"birthday_remind_off" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_accounts_merchant_id_user_id_pk" PRIMARY KEY("merchant_id","user_id"),
	CONSTRAINT "member_accounts_points_ck" CHECK ("member_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_rules" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"growth_per_yuan" integer NOT NULL,
	"points_per_yuan" integer NOT NULL,
	"point_rate" integer NOT NULL,
	"limit_proportion" integer NOT NULL,
	"point_valid_days" integer NOT NULL,
	"welcome_points" integer DEFAULT 0 NOT NULL,
	"expire_notice_days" integer DEFAULT 30 NOT NULL,
	"growth_rule" jsonb NOT NULL,
	"point_rule" jsonb NOT NULL,
	CONSTRAINT "member_rules_rate_ck" CHECK ("member_rules"."point_rate" > 0 and "member_rules"."points_per_yuan" >= 0 and "member_rules"."growth_per_yuan" >= 0),
	CONSTRAINT "member_rules_limit_ck" CHECK ("member_rules"."limit_proportion" >= 0 and "member_rules"."limit_proportion" <= 100)
);
--> statement-breakpoint
CREATE TABLE "point_records" (
	"merchant_id" text NOT NULL,
	"record_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone,
	"order_id" text,
	"consumed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_records_merchant_id_record_id_pk" PRIMARY KEY("merchant_id","record_id"),
	CONSTRAINT "point_records_remaining_ck" CHECK ("point_records"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prime_levels" (
	"merchant_id" text NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"growth_threshold" integer NOT NULL,
	"show_discount_percent" integer,
	"rights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "prime_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "prime_levels_threshold_ck" CHECK ("prime_levels"."growth_threshold" >= 0),
	CONSTRAINT "prime_levels_discount_ck" CHECK ("prime_levels"."show_discount_percent" is null or ("prime_levels"."show_discount_percent" > 0 and "prime_levels"."show_discount_percent" < 100))
);
--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rules" ADD CONSTRAINT "member_rules_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_levels" ADD CONSTRAINT "prime_levels_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "growth_records_order_uq" ON "growth_records" USING btree ("merchant_id","order_id");--> statement-breakpoint
CREATE INDEX "growth_records_owner_idx" ON "growth_records" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_records_order_kind_uq" ON "point_records" USING btree ("merchant_id","order_id","kind") WHERE "point_records"."order_id" is not null and "point_records"."kind" <> 'RESPEND';--> statement-breakpoint
CREATE INDEX "point_records_owner_idx" ON "point_records" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_records_order_idx" ON "point_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "point_records_lots_idx" ON "point_records" USING btree ("merchant_id","user_id","expire_at") WHERE "point_records"."kind" = 'EARN' and "point_records"."remaining" > 0;