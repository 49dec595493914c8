ALTER TABLE "order_audiences" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "order_show_rules" ADD COLUMN "real_name_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_show_rules" ADD COLUMN "deliver_methods" jsonb DEFAULT '["E_TICKET","VENUE_PICKUP"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_show_rules" ADD COLUMN "agreement" jsonb;--> statement-breakpoint
ALTER TABLE "order_show_rules" ADD COLUMN "agreement_need_read_all" boolean DEFAULT false NOT NULL;