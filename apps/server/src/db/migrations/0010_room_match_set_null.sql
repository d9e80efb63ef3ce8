ALTER TABLE "rooms" DROP CONSTRAINT "rooms_match_id_matches_id_fk";
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;