CREATE TABLE "merchant_documents" (
	"merchant_id" text NOT NULL,
	"doc_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_documents_merchant_id_doc_id_pk" PRIMARY KEY("merchant_id","doc_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_favourites" (
	"merchant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"show_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_favourites_merchant_id_user_id_show_id_pk" PRIMARY KEY("merchant_id","user_id","show_id")
);
--> statement-breakpoint
ALTER TABLE "order_audiences" ADD COLUMN "country_region" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_id_type" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_id_no" text;--> statement-breakpoint
ALTER TABLE "merchant_documents" ADD CONSTRAINT "merchant_documents_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_favourites" ADD CONSTRAINT "catalog_favourites_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_favourites_buyer_idx" ON "catalog_favourites" USING btree ("merchant_id","user_id","created_at");