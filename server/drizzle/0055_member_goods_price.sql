ALTER TABLE "prime_levels" ADD COLUMN "item_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "prime_levels" ADD CONSTRAINT "prime_levels_item_discount_ck" CHECK ("prime_levels"."item_discount_percent" is null or ("prime_levels"."item_discount_percent" > 0 and "prime_levels"."item_discount_percent" < 100));--> statement-breakpoint
ALTER TABLE "prime_plans" ADD COLUMN "item_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "prime_plans" ADD CONSTRAINT "prime_plans_item_discount_ck" CHECK ("prime_plans"."item_discount_percent" is null or ("prime_plans"."item_discount_percent" > 0 and "prime_plans"."item_discount_percent" < 100));
