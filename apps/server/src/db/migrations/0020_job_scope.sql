ALTER TABLE "jobs" DROP CONSTRAINT "jobs_key_unique";--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("scope","status","run_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_scope_key_unique" UNIQUE("scope","key");