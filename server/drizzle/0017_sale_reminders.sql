CREATE TABLE "sale_reminders" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"show_id" text NOT NULL,
	"session_id" text,
	"method" text NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ahead_minutes" integer NOT NULL,
	"sale_time" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_reminders_merchant_id_user_id_show_id_pk" PRIMARY KEY("merchant_id","user_id","show_id")
);
--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_reminders_due_idx" ON "sale_reminders" USING btree ("remind_at");