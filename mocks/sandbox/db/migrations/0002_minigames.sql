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
CREATE INDEX "minigame_rounds_draws_idx" ON "minigame_rounds" USING btree ("prod_id","draws_at");