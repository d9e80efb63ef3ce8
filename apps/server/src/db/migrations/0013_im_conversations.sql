-- Trigram indexes below need pg_trgm (PGlite loads it as a contrib extension, see db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "im_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "im_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"pair_key" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_conversations_pair_key_unique" UNIQUE("pair_key")
);
--> statement-breakpoint
CREATE TABLE "im_hidden_messages" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "im_hidden_messages_conversation_id_user_id_seq_pk" PRIMARY KEY("conversation_id","user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "im_members" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"hidden_before_seq" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "im_messages" (
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" integer NOT NULL,
	"client_msg_id" text NOT NULL,
	"type" smallint NOT NULL,
	"content" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_seq" integer,
	CONSTRAINT "im_messages_conversation_id_seq_pk" PRIMARY KEY("conversation_id","seq")
);
--> statement-breakpoint
CREATE TABLE "im_system_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "im_system_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "im_members" ADD CONSTRAINT "im_members_conversation_id_im_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."im_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_members" ADD CONSTRAINT "im_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_messages" ADD CONSTRAINT "im_messages_conversation_id_im_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."im_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_messages" ADD CONSTRAINT "im_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_system_messages" ADD CONSTRAINT "im_system_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "im_members_user_idx" ON "im_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "im_messages_client_idx" ON "im_messages" USING btree ("sender_id","client_msg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "im_messages_id_idx" ON "im_messages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "im_messages_revoked_idx" ON "im_messages" USING btree ("conversation_id","revoked_seq") WHERE "im_messages"."revoked_seq" is not null;--> statement-breakpoint
CREATE INDEX "im_messages_search_fts_idx" ON "im_messages" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "im_messages_search_trgm_idx" ON "im_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "im_system_messages_user_idx" ON "im_system_messages" USING btree ("user_id","id");