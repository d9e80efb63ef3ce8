import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sports } from "./catalog.js";
import { localizedNameColumns, nameSearchColumn } from "./names.js";
import { users } from "./user.js";

export const leagues = pgTable(
  "leagues",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The feed's own id, so an import can be re-run without duplicates. */
    externalId: text("external_id").notNull().unique(),
    sportId: integer("sport_id")
      .notNull()
      .references(() => sports.id),
    ...localizedNameColumns(),
    searchText: nameSearchColumn(),
  },
  (t) => [index("leagues_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops"))],
);

export const teams = pgTable(
  "teams",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    externalId: text("external_id").notNull().unique(),
    sportId: integer("sport_id")
      .notNull()
      .references(() => sports.id),
    logo: text("logo"),
    color: text("color").notNull().default("#334155"),
    ...localizedNameColumns(),
    searchText: nameSearchColumn(),
  },
  (t) => [index("teams_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops"))],
);

export const matches = pgTable(
  "matches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    externalId: text("external_id").notNull().unique(),
    sportId: integer("sport_id")
      .notNull()
      .references(() => sports.id),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id),
    homeTeamId: integer("home_team_id")
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer("away_team_id")
      .notNull()
      .references(() => teams.id),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    status: smallint("status").notNull(),
    clock: text("clock"),
    homeScore: jsonb("home_score").$type<number[]>().notNull().default([]),
    awayScore: jsonb("away_score").$type<number[]>().notNull().default([]),
    vbScores: jsonb("vb_scores").$type<{ pt: [number, number] } | null>(),
    hot: boolean("hot").notNull().default(false),
    /** Set by the demo feed for matches it drives. */
    demo: boolean("demo").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("matches_start_idx").on(t.startTime),
    index("matches_sport_start_idx").on(t.sportId, t.startTime),
    index("matches_live_idx").on(t.status).where(sql`${t.status} = 2`),
  ],
);

/** The timeline of a match: start, scores, breaks, end. */
export const matchEvents = pgTable(
  "match_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    clock: text("clock").notNull(),
    type: text("type").notNull(),
    side: text("side"),
    score: text("score").notNull(),
  },
  (t) => [index("match_events_match_idx").on(t.matchId, t.at)],
);

/** A match's broadcast on an outside platform (the platform list of spec section 3), one per platform. */
export const matchSources = pgTable(
  "match_sources",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.platform] })],
);

/** A viewer's booking: one match at a time, of one type (spec section 4). */
export const bookings = pgTable(
  "bookings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    // The one-at-a-time rule, held by the database against concurrent requests.
    uniqueIndex("bookings_one_per_user_idx").on(t.userId),
    index("bookings_match_idx").on(t.matchId),
  ],
);

/** An anchor's appointments to stream matches; kept more than 2 hours apart. */
export const anchorAppointments = pgTable(
  "anchor_appointments",
  {
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.anchorId, t.matchId] })],
);

export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: smallint("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Makes a retried job write each notification once. */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_idx").on(t.userId, t.dedupeKey),
    index("notifications_user_idx").on(t.userId, t.createdAt),
  ],
);
