import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { localizedNameColumns } from "./names.js";

export const sports = pgTable("sports", {
  id: integer("id").primaryKey(),
  key: text("key").notNull().unique(),
  ...localizedNameColumns(),
});

/** Tabs of the match lists (`#/match/:column`). */
export const matchColumns = pgTable("match_columns", {
  id: integer("id").primaryKey(),
  sportId: integer("sport_id").references(() => sports.id),
  sort: integer("sort").notNull().default(0),
  ...localizedNameColumns(),
});

/** Tabs of the anchor lists (`#/anchor/:column`). */
export const anchorColumns = pgTable("anchor_columns", {
  id: integer("id").primaryKey(),
  sportId: integer("sport_id").references(() => sports.id),
  sort: integer("sort").notNull().default(0),
  ...localizedNameColumns(),
});
