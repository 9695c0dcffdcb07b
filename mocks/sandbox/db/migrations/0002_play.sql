CREATE TABLE "minigame_rounds" (
	"prod_id" text NOT NULL,
	"round" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	"drawn_by" text DEFAULT 'tick' NOT NULL,
	CONSTRAINT "minigame_rounds_prod_id_round_pk" PRIMARY KEY("prod_id","round")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"token" text PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_id" text NOT NULL,
	"account" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"token" text NOT NULL,
	"mem_id" text NOT NULL,
	"bet_idx" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"balance_after" bigint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_vendor_code_round_id_pk" PRIMARY KEY("vendor_code","round_id"),
	CONSTRAINT "game_rounds_win_not_negative" CHECK ("game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"ord" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'ok' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"key" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"image" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"portrait" boolean DEFAULT false NOT NULL,
	"ord" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "partner_permissions" (
	"mem_id" text PRIMARY KEY NOT NULL,
	"give" boolean DEFAULT true NOT NULL,
	"takeback" boolean DEFAULT true NOT NULL,
	"move" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_rates" (
	"mem_id" text NOT NULL,
	"category" text NOT NULL,
	"rolling_rate" double precision DEFAULT 0 NOT NULL,
	"losing_rate" double precision DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "partner_rates_mem_id_category_pk" PRIMARY KEY("mem_id","category"),
	CONSTRAINT "partner_rates_rolling_range" CHECK ("partner_rates"."rolling_rate" >= 0 and "partner_rates"."rolling_rate" <= 100),
	CONSTRAINT "partner_rates_losing_range" CHECK ("partner_rates"."losing_rate" >= 0 and "partner_rates"."losing_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "partner_transfers" (
	"idx" serial PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"type" text NOT NULL,
	"from_id" text NOT NULL,
	"target_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"cash_after" bigint NOT NULL,
	"note" text,
	"tx_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_transfers_amount_positive" CHECK ("partner_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_reservations" (
	"idx" serial PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"mem_id" text NOT NULL,
	"settlement_date" date NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"pay_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "settlement_reservations_amount_positive" CHECK ("settlement_reservations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_token_game_launches_token_fk" FOREIGN KEY ("token") REFERENCES "public"."game_launches"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bet_idx_bets_bet_idx_fk" FOREIGN KEY ("bet_idx") REFERENCES "public"."bets"("bet_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_fixture_id_sport_fixtures_fixture_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sport_fixtures"("fixture_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_permissions" ADD CONSTRAINT "partner_permissions_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_rates" ADD CONSTRAINT "partner_rates_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transfers" ADD CONSTRAINT "partner_transfers_partner_id_members_mem_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transfers" ADD CONSTRAINT "partner_transfers_from_id_members_mem_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transfers" ADD CONSTRAINT "partner_transfers_target_id_members_mem_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_reservations" ADD CONSTRAINT "settlement_reservations_partner_id_members_mem_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_reservations" ADD CONSTRAINT "settlement_reservations_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "minigame_rounds_draws_idx" ON "minigame_rounds" USING btree ("prod_id","draws_at");--> statement-breakpoint
CREATE INDEX "game_launches_member_idx" ON "game_launches" USING btree ("mem_id","ended_at");--> statement-breakpoint
CREATE INDEX "game_rounds_played_idx" ON "game_rounds" USING btree ("played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_key" ON "games" USING btree ("vendor_code","key");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vendor_code","ord");--> statement-breakpoint
CREATE INDEX "sport_fixtures_state_idx" ON "sport_fixtures" USING btree ("state","start_at");--> statement-breakpoint
CREATE INDEX "sport_markets_fixture_idx" ON "sport_markets" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "partner_transfers_partner_idx" ON "partner_transfers" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_transfers_target_idx" ON "partner_transfers" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_reservations_once" ON "settlement_reservations" USING btree ("mem_id","settlement_date","category") WHERE "settlement_reservations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "settlement_reservations_partner_idx" ON "settlement_reservations" USING btree ("partner_id","pay_at");--> statement-breakpoint
CREATE INDEX "settlement_reservations_due_idx" ON "settlement_reservations" USING btree ("status","pay_at");