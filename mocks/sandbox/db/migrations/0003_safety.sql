CREATE TABLE "login_attempts" (
	"idx" serial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"device" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "safety_limits" (
	"mem_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	CONSTRAINT "safety_limits_mem_id_kind_period_pk" PRIMARY KEY("mem_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "safety_members" (
	"mem_id" text PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"exclusion_kind" text,
	"exclusion_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_clients" (
	"token" text PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totp_secrets" (
	"mem_id" text PRIMARY KEY NOT NULL,
	"pending_secret" text,
	"secret" text,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_limits" ADD CONSTRAINT "safety_limits_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_members" ADD CONSTRAINT "safety_members_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_secrets" ADD CONSTRAINT "totp_secrets_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_member_idx" ON "login_attempts" USING btree ("mem_id","at");