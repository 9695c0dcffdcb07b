CREATE TABLE "bet_folders" (
	"bet_idx" bigint NOT NULL,
	"folder_idx" integer NOT NULL,
	"fixture_id" text,
	"market_id" text,
	"key" text NOT NULL,
	"odds" double precision NOT NULL,
	"game" text NOT NULL,
	"league" text,
	"start_at" timestamp with time zone,
	"market" text NOT NULL,
	"pick" text NOT NULL,
	"score" text,
	"result" text DEFAULT 'bet' NOT NULL,
	CONSTRAINT "bet_folders_bet_idx_folder_idx_pk" PRIMARY KEY("bet_idx","folder_idx")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"bet_idx" bigserial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"group_key" text NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text,
	"game_names" jsonb,
	"form" text NOT NULL,
	"round_ref" text,
	"account" text DEFAULT 'cash' NOT NULL,
	"stake" bigint NOT NULL,
	"total_odds" double precision DEFAULT 1 NOT NULL,
	"potential_win" bigint DEFAULT 0 NOT NULL,
	"win_cash" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'bet' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_win_not_negative" CHECK ("bets"."win_cash" >= 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "bet_block" text;--> statement-breakpoint
ALTER TABLE "bet_folders" ADD CONSTRAINT "bet_folders_bet_idx_bets_bet_idx_fk" FOREIGN KEY ("bet_idx") REFERENCES "public"."bets"("bet_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_folders_fixture_idx" ON "bet_folders" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "bets_member_idx" ON "bets" USING btree ("mem_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_round_idx" ON "bets" USING btree ("round_ref");--> statement-breakpoint
CREATE INDEX "bets_state_idx" ON "bets" USING btree ("state");