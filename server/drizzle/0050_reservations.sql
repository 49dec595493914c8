CREATE TABLE "reservation_venues" (
	"merchant_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"intro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_url" text DEFAULT '' NOT NULL,
	"utc_offset" integer DEFAULT 480 NOT NULL,
	"max_people" integer DEFAULT 4 NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_venues_merchant_id_venue_id_pk" PRIMARY KEY("merchant_id","venue_id"),
	CONSTRAINT "reservation_venues_max_people_ck" CHECK ("reservation_venues"."max_people" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"merchant_id" text NOT NULL,
	"slot_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_slots_merchant_id_slot_id_pk" PRIMARY KEY("merchant_id","slot_id"),
	CONSTRAINT "reservation_slots_taken_ck" CHECK ("reservation_slots"."taken" >= 0 and "reservation_slots"."taken" <= "reservation_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"merchant_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"slot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"people" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"idempotency_key" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_merchant_id_reservation_id_pk" PRIMARY KEY("merchant_id","reservation_id"),
	CONSTRAINT "reservations_people_ck" CHECK ("reservations"."people" >= 1)
);
--> statement-breakpoint
ALTER TABLE "reservation_venues" ADD CONSTRAINT "reservation_venues_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_venue_fk" FOREIGN KEY ("merchant_id","venue_id") REFERENCES "public"."reservation_venues"("merchant_id","venue_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_fk" FOREIGN KEY ("merchant_id","slot_id") REFERENCES "public"."reservation_slots"("merchant_id","slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_slots_venue_idx" ON "reservation_slots" USING btree ("merchant_id","venue_id","start_time");--> statement-breakpoint
CREATE INDEX "reservations_owner_idx" ON "reservations" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_slot_uq" ON "reservations" USING btree ("merchant_id","slot_id","user_id") WHERE "status" = 'RESERVED';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idem_uq" ON "reservations" USING btree ("merchant_id","user_id","idempotency_key");
