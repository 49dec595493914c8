CREATE TABLE "topic_activities" (
	"merchant_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_url" text DEFAULT '' NOT NULL,
	"share_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"utc_offset" integer DEFAULT 480 NOT NULL,
	"show_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_activities_merchant_id_topic_id_pk" PRIMARY KEY("merchant_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"merchant_id" text NOT NULL,
	"vote_id" text NOT NULL,
	"topic_id" text,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rule" text NOT NULL,
	"results_visibility" text DEFAULT 'AFTER_VOTE' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"utc_offset" integer DEFAULT 480 NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_merchant_id_vote_id_pk" PRIMARY KEY("merchant_id","vote_id"),
	CONSTRAINT "votes_rule_ck" CHECK ("votes"."rule" in ('ONCE', 'DAILY')),
	CONSTRAINT "votes_results_ck" CHECK ("votes"."results_visibility" in ('ALWAYS', 'AFTER_VOTE', 'AFTER_END'))
);
--> statement-breakpoint
CREATE TABLE "vote_options" (
	"merchant_id" text NOT NULL,
	"vote_id" text NOT NULL,
	"option_id" text NOT NULL,
	"label" jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_options_merchant_id_vote_id_option_id_pk" PRIMARY KEY("merchant_id","vote_id","option_id"),
	CONSTRAINT "vote_options_votes_ck" CHECK ("vote_options"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vote_ballots" (
	"merchant_id" text NOT NULL,
	"ballot_id" text NOT NULL,
	"vote_id" text NOT NULL,
	"option_id" text NOT NULL,
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_ballots_merchant_id_ballot_id_pk" PRIMARY KEY("merchant_id","ballot_id")
);
--> statement-breakpoint
ALTER TABLE "topic_activities" ADD CONSTRAINT "topic_activities_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_merchant_id_merchants_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_options" ADD CONSTRAINT "vote_options_vote_fk" FOREIGN KEY ("merchant_id","vote_id") REFERENCES "public"."votes"("merchant_id","vote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_ballots" ADD CONSTRAINT "vote_ballots_option_fk" FOREIGN KEY ("merchant_id","vote_id","option_id") REFERENCES "public"."vote_options"("merchant_id","vote_id","option_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "votes_topic_idx" ON "votes" USING btree ("merchant_id","topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_ballots_one_per_period_uq" ON "vote_ballots" USING btree ("merchant_id","vote_id","user_id","period");
