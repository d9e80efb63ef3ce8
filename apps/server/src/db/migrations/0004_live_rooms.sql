CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_anchor_id_pk" PRIMARY KEY("user_id","anchor_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"anchor_id" integer NOT NULL,
	"column_id" integer,
	"match_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_popularity" integer DEFAULT 0 NOT NULL,
	"recording" text,
	"recording_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"anchor_id" integer PRIMARY KEY NOT NULL,
	"room_name" text DEFAULT '' NOT NULL,
	"anchor_title" text DEFAULT '' NOT NULL,
	"cover" text,
	"intro" text DEFAULT '' NOT NULL,
	"announcement" text DEFAULT '' NOT NULL,
	"live_code" text NOT NULL,
	"column_id" integer,
	"match_id" integer,
	"live" boolean DEFAULT false NOT NULL,
	"mute_all" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"live_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_column_id_anchor_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."anchor_columns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_anchor_idx" ON "follows" USING btree ("anchor_id");--> statement-breakpoint
CREATE INDEX "live_sessions_anchor_idx" ON "live_sessions" USING btree ("anchor_id","started_at");--> statement-breakpoint
CREATE INDEX "rooms_live_idx" ON "rooms" USING btree ("live","column_id");--> statement-breakpoint
CREATE INDEX "rooms_match_idx" ON "rooms" USING btree ("match_id") WHERE "rooms"."match_id" is not null;