CREATE TABLE "mic_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mic_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_seats" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"audio" text,
	"video" text,
	"connected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stage_seats_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"admins_manage" boolean DEFAULT false NOT NULL,
	"anchor_audio" text,
	"anchor_video" text,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mic_reservations" ADD CONSTRAINT "mic_reservations_room_id_rooms_anchor_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("anchor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mic_reservations" ADD CONSTRAINT "mic_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_seats" ADD CONSTRAINT "stage_seats_room_id_stages_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stages"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_seats" ADD CONSTRAINT "stage_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_room_id_rooms_anchor_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("anchor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mic_reservations_room_at_idx" ON "mic_reservations" USING btree ("room_id","at");