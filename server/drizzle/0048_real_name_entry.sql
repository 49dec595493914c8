ALTER TABLE "order_show_rules" ADD COLUMN "real_name_entry" boolean DEFAULT false NOT NULL;
