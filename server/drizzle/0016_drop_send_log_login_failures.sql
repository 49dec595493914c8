DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "send_log" CASCADE;