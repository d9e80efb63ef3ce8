import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./user.js";

/** Upload addresses handed out; an address accepts one file, once, before it expires. */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  key: text("key").notNull().unique(),
  purpose: text("purpose").notNull(),
  maxBytes: integer("max_bytes").notNull(),
  size: integer("size"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
