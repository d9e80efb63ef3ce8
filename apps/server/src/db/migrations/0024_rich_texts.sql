CREATE TABLE "rich_texts" (
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"html" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rich_texts_kind_lang_pk" PRIMARY KEY("kind","lang")
);
