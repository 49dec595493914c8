CREATE TABLE "buyer_addresses" (
	"address_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"recipient" text NOT NULL,
	"country_code" text DEFAULT '86' NOT NULL,
	"phone" text NOT NULL,
	"area" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_addresses_owner_idx" ON "buyer_addresses" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_addresses_one_default_uq" ON "buyer_addresses" USING btree ("merchant_id","user_id") WHERE "buyer_addresses"."is_default";