CREATE TABLE "stream_events" (
	"channel" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_events_channel_seq_pk" PRIMARY KEY("channel","seq")
);
--> statement-breakpoint
CREATE TABLE "stream_heads" (
	"channel" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL
);
