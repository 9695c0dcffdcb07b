CREATE TABLE "login_failures" (
	"idx" serial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "session_token" text;--> statement-breakpoint
ALTER TABLE "totp_secrets" ADD COLUMN "last_step" integer;--> statement-breakpoint
CREATE INDEX "login_failures_member_idx" ON "login_failures" USING btree ("mem_id","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");