CREATE TABLE "open_show_registrations" (
	"merchant_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"open_show_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"idempotency_key" text,
	"code_version" integer DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_show_registrations_merchant_id_registration_id_pk" PRIMARY KEY("merchant_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "open_shows" (
	"merchant_id" text NOT NULL,
	"open_show_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_url" text DEFAULT '' NOT NULL,
	"venue_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"venue_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"utc_offset" integer DEFAULT 480 NOT NULL,
	"registration_end_time" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"per_buyer_limit" integer DEFAULT 1 NOT NULL,
	"form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_shows_merchant_id_open_show_id_pk" PRIMARY KEY("merchant_id","open_show_id"),
	CONSTRAINT "open_shows_taken_ck" CHECK ("open_shows"."taken" >= 0 and "open_shows"."taken" <= "open_shows"."capacity")
);
--> statement-breakpoint
ALTER TABLE "open_show_registrations" ADD CONSTRAINT "open_show_registrations_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shows" ADD CONSTRAINT "open_shows_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_show_registrations_owner_idx" ON "open_show_registrations" USING btree ("merchant_id","user_id","open_show_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_show_registrations_idem_uq" ON "open_show_registrations" USING btree ("merchant_id","user_id","idempotency_key");