import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Settings a super admin may change at run time (globalConfig), and markers such as the demo seed. */
export const systemConfig = pgTable("system_config", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
