CREATE TABLE "ticket_check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"ticket_id" text,
	"session_id" text,
	"code_version" integer,
	"outcome" text NOT NULL,
	"staff_token_hash" text,
	"scanned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_keys" (
	"merchant_id" text NOT NULL,
	"key_id" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_keys_merchant_id_key_id_pk" PRIMARY KEY("merchant_id","key_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_pickup_codes" (
	"order_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"pickup_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"unit_no" integer NOT NULL,
	"user_id" text NOT NULL,
	"show_id" text NOT NULL,
	"session_id" text NOT NULL,
	"seat_plan_id" text NOT NULL,
	"audience_id" text,
	"seat_info" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"ticket_form" text NOT NULL,
	"state" text DEFAULT 'VALID' NOT NULL,
	"code_version" integer DEFAULT 1 NOT NULL,
	"admitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_state_ck" CHECK ("tickets"."state" in ('VALID', 'ADMITTED', 'REFUNDED', 'EXPIRED')),
	CONSTRAINT "tickets_admitted_ck" CHECK (("tickets"."state" = 'ADMITTED') = ("tickets"."admitted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_keys" ADD CONSTRAINT "ticket_keys_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_pickup_codes" ADD CONSTRAINT "ticket_pickup_codes_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_pickup_codes" ADD CONSTRAINT "ticket_pickup_codes_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_staff_tokens" ADD CONSTRAINT "ticket_staff_tokens_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_check_ins_ticket_idx" ON "ticket_check_ins" USING btree ("merchant_id","ticket_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_keys_active_uq" ON "ticket_keys" USING btree ("merchant_id") WHERE "ticket_keys"."active" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_pickup_codes_uq" ON "ticket_pickup_codes" USING btree ("merchant_id","pickup_code");--> statement-breakpoint
CREATE INDEX "ticket_staff_tokens_merchant_idx" ON "ticket_staff_tokens" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_unit_uq" ON "tickets" USING btree ("order_id","line_no","unit_no");--> statement-breakpoint
CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("merchant_id","user_id","session_id");