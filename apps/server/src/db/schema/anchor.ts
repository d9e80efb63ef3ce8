import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./user.js";

/** An anchor's photo wall: images with a short description (spec section 5: at most 20 characters). */
export const anchorImages = pgTable(
  "anchor_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("anchor_images_anchor_idx").on(t.anchorId, t.createdAt)],
);

/** An anchor's updates (dynamics): a text with up to 9 images. */
export const anchorNotes = pgTable(
  "anchor_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    content: text("content").notNull().default(""),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("anchor_notes_anchor_idx").on(t.anchorId, t.createdAt)],
);

/** Regional live covers: one per anchor and region, shown to viewers of that region when enabled. */
export const liveCovers = pgTable(
  "live_covers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    region: text("region").notNull(),
    image: text("image").notNull(),
    shown: boolean("shown").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The "region not duplicated" rule, held by the database against concurrent requests.
  (t) => [uniqueIndex("live_covers_anchor_region_idx").on(t.anchorId, t.region)],
);

/** Completed days of live history, written by the daily job from the live sessions (UTC days). */
export const liveHistoryDaily = pgTable(
  "live_history_daily",
  {
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    day: date("day", { mode: "string" }).notNull(),
    popularityPeak: integer("popularity_peak").notNull().default(0),
    liveSeconds: integer("live_seconds").notNull().default(0),
    /** The column the anchor streamed in most often that day. */
    mainColumnId: integer("main_column_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.anchorId, t.day] })],
);
