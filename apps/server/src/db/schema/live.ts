import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { anchorColumns } from "./catalog.js";
import { matches } from "./match.js";
import { users } from "./user.js";

/**
 * One live room per approved anchor, keyed by the anchor's user id (the room id of
 * `#/anchor/room/:id` and of the `room:<id>` channel). Settings, the live code (RTMP stream key)
 * and the live state.
 */
export const rooms = pgTable(
  "rooms",
  {
    anchorId: integer("anchor_id")
      .primaryKey()
      .references(() => users.id),
    roomName: text("room_name").notNull().default(""),
    anchorTitle: text("anchor_title").notNull().default(""),
    cover: text("cover"),
    intro: text("intro").notNull().default(""),
    announcement: text("announcement").notNull().default(""),
    /** The stream key; a push is accepted only with the current one. */
    liveCode: text("live_code").notNull(),
    columnId: integer("column_id").references(() => anchorColumns.id),
    /** The match the room is streaming, if any. */
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    live: boolean("live").notNull().default(false),
    /** Everyone but the anchor, room admins and the little assistant is muted. */
    muteAll: boolean("mute_all").notNull().default(false),
    /** Ranking figure of the lists: viewers now, kept by the presence tracker. */
    popularity: integer("popularity").notNull().default(0),
    liveStartedAt: timestamp("live_started_at", { withTimezone: true }),
    /** The latest still of the running broadcast (WebP; the JPEG beside it), the list cover while live. */
    liveThumb: text("live_thumb"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("rooms_live_idx").on(t.live, t.columnId),
    // A push is looked up by its stream key.
    uniqueIndex("rooms_live_code_idx").on(t.liveCode),
    index("rooms_match_idx").on(t.matchId).where(sql`${t.matchId} is not null`),
  ],
);

/** One row per broadcast, from publish to unpublish; a recording becomes its replay. */
export const liveSessions = pgTable(
  "live_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    columnId: integer("column_id"),
    matchId: integer("match_id"),
    title: text("title").notNull().default(""),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    peakPopularity: integer("peak_popularity").notNull().default(0),
    /** Path of the recording under the data folder, once it is finished. */
    recording: text("recording"),
    recordingSeconds: integer("recording_seconds"),
  },
  (t) => [
    index("live_sessions_anchor_idx").on(t.anchorId, t.startedAt),
    // A finished match lists the replays of the rooms that covered it.
    index("live_sessions_match_idx").on(t.matchId).where(sql`${t.matchId} is not null`),
  ],
);

/** A user following an anchor. */
export const follows = pgTable(
  "follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.anchorId] }), index("follows_anchor_idx").on(t.anchorId)],
);
