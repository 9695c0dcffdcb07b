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
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_token_game_launches_token_fk" FOREIGN KEY ("token") REFERENCES "public"."game_launches"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bet_idx_bets_bet_idx_fk" FOREIGN KEY ("bet_idx") REFERENCES "public"."bets"("bet_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "minigame_rounds_draws_idx" ON "minigame_rounds" USING btree ("prod_id","draws_at");--> statement-breakpoint
CREATE INDEX "game_launches_member_idx" ON "game_launches" USING btree ("mem_id","ended_at");--> statement-breakpoint
CREATE INDEX "game_rounds_played_idx" ON "game_rounds" USING btree ("played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_key" ON "games" USING btree ("vendor_code","key");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vendor_code","ord");