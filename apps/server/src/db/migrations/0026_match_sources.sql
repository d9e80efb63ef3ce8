CREATE TABLE "match_sources" (
	"match_id" integer NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_sources_match_id_platform_pk" PRIMARY KEY("match_id","platform")
);
--> statement-breakpoint
ALTER TABLE "match_sources" ADD CONSTRAINT "match_sources_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;