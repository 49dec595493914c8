CREATE TABLE "order_seats" (
	"order_id" text NOT NULL,
	"seat_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"seat_plan_id" text NOT NULL,
	CONSTRAINT "order_seats_order_id_seat_id_pk" PRIMARY KEY("order_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "seat_maps" (
	"merchant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"show_id" text NOT NULL,
	"mode" text NOT NULL,
	"third_party_url" text,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"seat_size" integer DEFAULT 16 NOT NULL,
	"stage" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_maps_merchant_id_session_id_pk" PRIMARY KEY("merchant_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "seat_sections" (
	"merchant_id" text NOT NULL,
	"section_id" text NOT NULL,
	"session_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"label_x" integer NOT NULL,
	"label_y" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "seat_sections_merchant_id_section_id_pk" PRIMARY KEY("merchant_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"merchant_id" text NOT NULL,
	"seat_id" text NOT NULL,
	"session_id" text NOT NULL,
	"show_id" text NOT NULL,
	"section_id" text NOT NULL,
	"row_label" text NOT NULL,
	"seat_no" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"seat_plan_id" text NOT NULL,
	"state" text DEFAULT 'FREE' NOT NULL,
	"order_id" text,
	CONSTRAINT "seats_merchant_id_seat_id_pk" PRIMARY KEY("merchant_id","seat_id"),
	CONSTRAINT "seats_state_ck" CHECK (("seats"."state" = 'FREE' and "seats"."order_id" is null) or ("seats"."state" = 'HELD' and "seats"."order_id" is not null) or "seats"."state" = 'SOLD')
);
--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_maps" ADD CONSTRAINT "seat_maps_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_sections" ADD CONSTRAINT "seat_sections_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_maps_show_idx" ON "seat_maps" USING btree ("merchant_id","show_id");--> statement-breakpoint
CREATE INDEX "seat_sections_session_idx" ON "seat_sections" USING btree ("merchant_id","session_id");--> statement-breakpoint
CREATE INDEX "seats_session_idx" ON "seats" USING btree ("merchant_id","session_id");--> statement-breakpoint
CREATE INDEX "seats_order_idx" ON "seats" USING btree ("order_id") WHERE "seats"."order_id" is not null;