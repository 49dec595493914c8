CREATE TABLE "announcement_reads" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"announcement_id" text NOT NULL,
	"show_id" text DEFAULT '' NOT NULL,
	"page_source" text NOT NULL,
	"client_read_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_merchant_id_user_id_announcement_id_show_id_pk" PRIMARY KEY("merchant_id","user_id","announcement_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"merchant_id" text NOT NULL,
	"announcement_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"more_url" text DEFAULT '' NOT NULL,
	"show_id" text,
	"publish_start" timestamp with time zone NOT NULL,
	"publish_end" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_merchant_id_announcement_id_pk" PRIMARY KEY("merchant_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "customer_service_settings" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"company_wechat_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_settings" ADD CONSTRAINT "customer_service_settings_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_live_idx" ON "announcements" USING btree ("merchant_id","kind","publish_start");