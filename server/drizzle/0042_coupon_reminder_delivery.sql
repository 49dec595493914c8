ALTER TABLE "coupon_expiry_reminders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_expiry_reminders" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_expiry_reminders" ADD COLUMN "failure" text;