CREATE TABLE "sport_fixtures" (
	"fixture_id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"country" text,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"ht_home" integer,
	"ht_away" integer,
	"first_scorer" text,
	"result_by" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_markets" (
	"market_id" text PRIMARY KEY NOT NULL,
	"fixture_id" text NOT NULL,
	"ord" integer NOT NULL,
	"kind" text NOT NULL,
	"line" double precision,
	"code" text,
	"name" text,
	"suspended" boolean DEFAULT false NOT NULL,
	"odds" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_fixture_id_sport_fixtures_fixture_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sport_fixtures"("fixture_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_fixtures_state_idx" ON "sport_fixtures" USING btree ("state","start_at");--> statement-breakpoint
CREATE INDEX "sport_markets_fixture_idx" ON "sport_markets" USING btree ("fixture_id");