import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** The last seq given out per channel; incremented atomically by every append. */
export const streamHeads = pgTable("stream_heads", {
  channel: text("channel").primaryKey(),
  seq: integer("seq").notNull(),
});

/** Persisted channel events, so a client that reconnects gets what it missed, in order. */
export const streamEvents = pgTable(
  "stream_events",
  {
    channel: text("channel").notNull(),
    seq: integer("seq").notNull(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.seq] })],
);
