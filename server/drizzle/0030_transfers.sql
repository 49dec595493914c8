CREATE TABLE "ticket_transfers" (
	"transfer_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"from_user_id" text NOT NULL,
	"to_country_code" text NOT NULL,
	"to_phone" text NOT NULL,
	"to_user_id" text,
	"state" text NOT NULL,
	"code_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_transfers_state_ck" CHECK ("ticket_transfers"."state" in ('IN_TRANSFER', 'ACCEPTED', 'CANCELLED', 'OVERTIME')),
	CONSTRAINT "ticket_transfers_accepted_ck" CHECK (("ticket_transfers"."state" = 'ACCEPTED') = ("ticket_transfers"."to_user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_open_uq" ON "ticket_transfers" USING btree ("ticket_id") WHERE "ticket_transfers"."state" = 'IN_TRANSFER';--> statement-breakpoint
CREATE INDEX "ticket_transfers_from_idx" ON "ticket_transfers" USING btree ("merchant_id","from_user_id");--> statement-breakpoint
CREATE INDEX "ticket_transfers_to_idx" ON "ticket_transfers" USING btree ("merchant_id","to_country_code","to_phone");--> statement-breakpoint
CREATE INDEX "ticket_transfers_expiry_idx" ON "ticket_transfers" USING btree ("expires_at") WHERE "ticket_transfers"."state" = 'IN_TRANSFER';
