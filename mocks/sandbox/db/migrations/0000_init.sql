CREATE TABLE "attendance" (
	"mem_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_mem_id_day_pk" PRIMARY KEY("mem_id","day")
);
--> statement-breakpoint
CREATE TABLE "cash_requests" (
	"idx" serial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"direction" text NOT NULL,
	"pay_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_amt" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wait_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"deposit_name" text,
	"coin_amount" text,
	"coin_rate" double precision,
	"tx_hash" text,
	"wallet_address" text,
	"network" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"reject_reason" text,
	CONSTRAINT "cash_amount_positive" CHECK ("cash_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"idx" serial PRIMARY KEY NOT NULL,
	"post_idx" integer NOT NULL,
	"mem_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"idx" serial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"expires_on" date,
	"from_id" text,
	"to_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupon_amount_positive" CHECK ("coupons"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency" (
	"mem_id" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_mem_id_key_pk" PRIMARY KEY("mem_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"tx_id" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_balance_after_not_negative" CHECK ("ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"mem_id" text PRIMARY KEY NOT NULL,
	"pass_hash" text NOT NULL,
	"nick" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_acc" text NOT NULL,
	"cash_out_pass" text,
	"recommender_id" text,
	"parent_id" text,
	"partner_type" text,
	"level" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"game_money" bigint DEFAULT 0 NOT NULL,
	"money_merged" boolean DEFAULT false NOT NULL,
	"cash_out_banned" boolean DEFAULT false NOT NULL,
	"in_game" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_cash_not_negative" CHECK ("members"."cash" >= 0),
	CONSTRAINT "members_points_not_negative" CHECK ("members"."points" >= 0),
	CONSTRAINT "members_game_money_not_negative" CHECK ("members"."game_money" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"idx" serial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_records" (
	"idx" serial PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"kind_code" text NOT NULL,
	"use_category_code" text DEFAULT 'none' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"applied_points" integer DEFAULT 0 NOT NULL,
	"percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"idx" serial PRIMARY KEY NOT NULL,
	"board_type" text NOT NULL,
	"category" text DEFAULT 'normal' NOT NULL,
	"mem_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"inquiry_type" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"bet_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"mem_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" text,
	"ended_by" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_idx_posts_idx_fk" FOREIGN KEY ("post_idx") REFERENCES "public"."posts"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_member_idx" ON "cash_requests" USING btree ("mem_id","applied_at");--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_idx");--> statement-breakpoint
CREATE INDEX "coupons_member_idx" ON "coupons" USING btree ("mem_id");--> statement-breakpoint
CREATE INDEX "ledger_member_idx" ON "ledger" USING btree ("mem_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nick_key" ON "members" USING btree ("nick");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_key" ON "members" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "members_bank_acc_key" ON "members" USING btree ("bank_acc");--> statement-breakpoint
CREATE INDEX "members_parent_idx" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "messages_member_idx" ON "messages" USING btree ("mem_id","sent_at");--> statement-breakpoint
CREATE INDEX "points_member_idx" ON "point_records" USING btree ("mem_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_board_idx" ON "posts" USING btree ("board_type","created_at");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("mem_id");