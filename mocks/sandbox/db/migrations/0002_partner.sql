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
ALTER TABLE "partner_permissions" ADD CONSTRAINT "partner_permissions_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_rates" ADD CONSTRAINT "partner_rates_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transfers" ADD CONSTRAINT "partner_transfers_partner_id_members_mem_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transfers" ADD CONSTRAINT "partner_transfers_from_id_members_mem_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_transfers" ADD CONSTRAINT "partner_transfers_target_id_members_mem_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_reservations" ADD CONSTRAINT "settlement_reservations_partner_id_members_mem_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_reservations" ADD CONSTRAINT "settlement_reservations_mem_id_members_mem_id_fk" FOREIGN KEY ("mem_id") REFERENCES "public"."members"("mem_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_transfers_partner_idx" ON "partner_transfers" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_transfers_target_idx" ON "partner_transfers" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_reservations_once" ON "settlement_reservations" USING btree ("mem_id","settlement_date","category") WHERE "settlement_reservations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "settlement_reservations_partner_idx" ON "settlement_reservations" USING btree ("partner_id","pay_at");--> statement-breakpoint
CREATE INDEX "settlement_reservations_due_idx" ON "settlement_reservations" USING btree ("status","pay_at");