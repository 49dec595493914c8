-- Birthday gifts (issue 17): a level's gifts (icon, description, optional points), the year a buyer's
-- birthday points were granted and the year they closed the birthday popup (both once a year; the
-- never-used "remind off" flag goes), and the source of an EARN record without an order (birthday).
ALTER TABLE "prime_levels" ADD COLUMN "birthday_gifts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "birthday_gift_year" integer;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "birthday_popup_year" integer;--> statement-breakpoint
ALTER TABLE "member_accounts" DROP COLUMN "birthday_remind_off";--> statement-breakpoint
ALTER TABLE "point_records" ADD COLUMN "source" text DEFAULT '' NOT NULL;
