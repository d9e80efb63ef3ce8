CREATE TABLE "chat_phrases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_phrases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sends" (
	"channel" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_msg_id" text NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sends_channel_user_id_client_msg_id_pk" PRIMARY KEY("channel","user_id","client_msg_id")
);
--> statement-breakpoint
CREATE TABLE "chat_speakers" (
	"channel" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_text" text NOT NULL,
	CONSTRAINT "chat_speakers_channel_user_id_pk" PRIMARY KEY("channel","user_id")
);
--> statement-breakpoint
CREATE TABLE "room_bans" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_bans_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "room_moderators" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_moderators_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "room_mutes" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone,
	"match_id" integer,
	"by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_mutes_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_phrases" ADD CONSTRAINT "chat_phrases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_moderators" ADD CONSTRAINT "room_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_mutes" ADD CONSTRAINT "room_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_phrases_user_idx" ON "chat_phrases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_sends_created_idx" ON "chat_sends" USING btree ("created_at");