CREATE TABLE "group_admins" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rights" text[] NOT NULL,
	"granted_by" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_admins_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"inviter_id" integer,
	"source" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_links" (
	"code" text PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"source" smallint NOT NULL,
	"inviter_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"muted_until" timestamp with time zone,
	"left_at" timestamp with time zone,
	"left_how" smallint,
	"left_reason" smallint,
	"left_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_mentions" (
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "group_mentions_conversation_id_user_id_seq_pk" PRIMARY KEY("conversation_id","user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"announcement" text DEFAULT '' NOT NULL,
	"announcement_by" integer,
	"announcement_at" timestamp with time zone,
	"owner_id" integer NOT NULL,
	"mute_all" boolean DEFAULT false NOT NULL,
	"join_verification" boolean DEFAULT true NOT NULL,
	"member_limit" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dissolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "group_admins" ADD CONSTRAINT "group_admins_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_admins" ADD CONSTRAINT "group_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_admins" ADD CONSTRAINT "group_admins_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_applications" ADD CONSTRAINT "group_applications_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_links" ADD CONSTRAINT "group_links_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_links" ADD CONSTRAINT "group_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_id_im_conversations_id_fk" FOREIGN KEY ("id") REFERENCES "public"."im_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_announcement_by_users_id_fk" FOREIGN KEY ("announcement_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_applications_pending_idx" ON "group_applications" USING btree ("group_id","user_id") WHERE "group_applications"."status" = 0;--> statement-breakpoint
CREATE INDEX "group_applications_group_idx" ON "group_applications" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "group_applications_user_idx" ON "group_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "group_links_group_idx" ON "group_links" USING btree ("group_id") WHERE "group_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_members_list_idx" ON "group_members" USING btree ("group_id","role","joined_at") WHERE "group_members"."left_at" is null;