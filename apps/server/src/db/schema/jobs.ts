import { index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * Durable scheduled work. A job is claimed with FOR UPDATE SKIP LOCKED, so each runs once across
 * nodes, and survives restarts because it is a row. `key` makes scheduling idempotent within a
 * `scope`: a scheduler claims only its own scope's jobs, so deployments sharing one database (or
 * test suites sharing one PostgreSQL) never run each other's work.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    scope: text("scope").notNull().default(""),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("jobs_scope_key_unique").on(t.scope, t.key), index("jobs_due_idx").on(t.scope, t.status, t.runAt)],
);
