CREATE TABLE "order_invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"invoice_type" text NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"taxpayer_id" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT 'SPORTS_SERVICE_TICKETS' NOT NULL,
	"express" jsonb,
	"reject_reason" text,
	"invoice_no" text,
	"reviewed_at" timestamp with time zone,
	"reviewer_hash" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoices_state_ck" CHECK ("order_invoices"."state" in ('APPLYING', 'SUCCESS', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "order_invoices_type_ck" CHECK ("order_invoices"."invoice_type" in ('E_VAT_ORDINARY', 'PAPER_VAT_ORDINARY')),
	CONSTRAINT "order_invoices_title_type_ck" CHECK ("order_invoices"."title_type" in ('PERSONAL', 'ENTERPRISE')),
	CONSTRAINT "order_invoices_paper_express_ck" CHECK (("order_invoices"."invoice_type" = 'PAPER_VAT_ORDINARY') = ("order_invoices"."express" is not null)),
	CONSTRAINT "order_invoices_rejected_ck" CHECK (("order_invoices"."state" = 'REJECTED') = ("order_invoices"."reject_reason" is not null)),
	CONSTRAINT "order_invoices_amount_ck" CHECK ("order_invoices"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_live_uq" ON "order_invoices" USING btree ("order_id") WHERE "order_invoices"."state" in ('APPLYING', 'SUCCESS');--> statement-breakpoint
CREATE INDEX "order_invoices_buyer_idx" ON "order_invoices" USING btree ("merchant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_invoices_review_idx" ON "order_invoices" USING btree ("merchant_id","state","created_at");