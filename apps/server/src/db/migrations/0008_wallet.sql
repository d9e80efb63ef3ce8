CREATE TABLE "gift_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"value" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_tw" text NOT NULL,
	"name_idn" text NOT NULL,
	"name_vn" text NOT NULL,
	"name_th" text NOT NULL,
	"name_por" text NOT NULL,
	"name_hin" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text NOT NULL,
	"price" integer NOT NULL,
	"effect" text DEFAULT 'none' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gifts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "red_packet_shares" (
	"packet_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"user_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "red_packet_shares_packet_id_seq_pk" PRIMARY KEY("packet_id","seq"),
	CONSTRAINT "red_packet_shares_amount_positive" CHECK ("red_packet_shares"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"to_user_id" integer,
	"type" smallint NOT NULL,
	"content" smallint NOT NULL,
	"asset" smallint NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"single" integer,
	"limit_hours" smallint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"asset" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_balance_nonnegative" CHECK ("wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"asset" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"debit_balance_after" bigint,
	"credit_balance_after" bigint,
	"memo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_entries_amount_positive" CHECK ("wallet_entries"."amount" > 0),
	CONSTRAINT "wallet_entries_distinct_accounts" CHECK ("wallet_entries"."debit_account_id" <> "wallet_entries"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_shares" ADD CONSTRAINT "red_packet_shares_packet_id_red_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."red_packets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_shares" ADD CONSTRAINT "red_packet_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_debit_account_id_wallet_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_credit_account_id_wallet_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_sends_key_idx" ON "gift_sends" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gift_sends_anchor_idx" ON "gift_sends" USING btree ("anchor_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_sends_contribution_idx" ON "gift_sends" USING btree ("anchor_id","sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_shares_user_idx" ON "red_packet_shares" USING btree ("packet_id","user_id");--> statement-breakpoint
CREATE INDEX "red_packet_shares_user_claims_idx" ON "red_packet_shares" USING btree ("user_id") WHERE "red_packet_shares"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "red_packets_key_idx" ON "red_packets" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "red_packets_room_idx" ON "red_packets" USING btree ("room_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_key_idx" ON "wallet_accounts" USING btree ("kind","owner_id","asset");--> statement-breakpoint
CREATE INDEX "wallet_entries_debit_idx" ON "wallet_entries" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_credit_idx" ON "wallet_entries" USING btree ("credit_account_id","id");