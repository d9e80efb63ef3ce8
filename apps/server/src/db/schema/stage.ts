import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { rooms } from "./live.js";
import { users } from "./user.js";

/**
 * A live room's mic-connection stage: whether it is open, who may manage it and the anchor's own
 * mutes. Every change takes this row's lock first, so the limit of 10 guests holds across nodes.
 */
export const stages = pgTable("stages", {
  roomId: integer("room_id")
    .primaryKey()
    .references(() => rooms.anchorId, { onDelete: "cascade" }),
  open: boolean("open").notNull().default(false),
  /** Room admins (and the little assistant) may manage the list. */
  adminsManage: boolean("admins_manage").notNull().default(false),
  /** `self` while the anchor has muted their microphone or camera. */
  anchorAudio: text("anchor_audio"),
  anchorVideo: text("anchor_video"),
  /** Grows with every change (ms), so clients drop a snapshot older than the one they hold. */
  version: bigint("version", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per person and stage: their latest seat state (spec section 4, mic invitations). */
export const stageSeats = pgTable(
  "stage_seats",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => stages.roomId, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull(),
    /** Waiting seats expire then; a guest whose connection was lost is interrupted then. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** `self` or `anchor` while muted. */
    audio: text("audio"),
    video: text("video"),
    connected: boolean("connected").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** A guest booked onto a room's stage for a time; bookings of a room are more than 2 hours apart. */
export const micReservations = pgTable(
  "mic_reservations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.anchorId, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    note: text("note").notNull().default(""),
    byUserId: integer("by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mic_reservations_room_at_idx").on(t.roomId, t.at)],
);
