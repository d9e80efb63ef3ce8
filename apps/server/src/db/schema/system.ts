import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Settings a super admin may change at run time (globalConfig), and markers such as the demo seed. */
export const systemConfig = pgTable("system_config", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The long texts a super admin edits (agreements, FAQ, tutorial, live rules), one per kind and
 * language, stored already sanitised. No row: the web shows its built-in text.
 */
export const richTexts = pgTable(
  "rich_texts",
  {
    kind: text("kind").notNull(),
    lang: text("lang").notNull(),
    html: text("html").notNull(),
    updatedBy: integer("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.lang] })],
);
