CREATE TABLE "anchor_columns" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_tw" text NOT NULL,
	"name_idn" text NOT NULL,
	"name_vn" text NOT NULL,
	"name_th" text NOT NULL,
	"name_por" text NOT NULL,
	"name_hin" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_columns" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_tw" text NOT NULL,
	"name_idn" text NOT NULL,
	"name_vn" text NOT NULL,
	"name_th" text NOT NULL,
	"name_por" text NOT NULL,
	"name_hin" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_tw" text NOT NULL,
	"name_idn" text NOT NULL,
	"name_vn" text NOT NULL,
	"name_th" text NOT NULL,
	"name_por" text NOT NULL,
	"name_hin" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anchor_columns" ADD CONSTRAINT "anchor_columns_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_columns" ADD CONSTRAINT "match_columns_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;