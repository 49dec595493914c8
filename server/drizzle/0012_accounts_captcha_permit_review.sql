CREATE TABLE "captcha_challenges" (
	"captcha_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"scope" text NOT NULL,
	"answer_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_permit_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_permit_applications" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "work_permit_applications" ADD COLUMN "reviewer_token_hash" text;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD CONSTRAINT "captcha_challenges_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captcha_challenges_token_uq" ON "captcha_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "captcha_challenges_ip_idx" ON "captcha_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "work_permit_applications_review_idx" ON "work_permit_applications" USING btree ("merchant_id","status","created_at");