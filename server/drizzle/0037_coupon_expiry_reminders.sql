CREATE TABLE "coupon_expiry_reminders" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"coupon_template_id" text NOT NULL,
	"method" text NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "coupon_expiry_reminders_merchant_id_user_id_coupon_template_id_pk" PRIMARY KEY("merchant_id","user_id","coupon_template_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_expiry_reminders" ADD CONSTRAINT "coupon_expiry_reminders_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_expiry_reminders_due_idx" ON "coupon_expiry_reminders" USING btree ("remind_at");