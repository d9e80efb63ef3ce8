import {
  STAGE_WAITING,
  type StageMute,
  type StageSeatState,
  stageMuteSchema,
  stageSeatStateSchema,
} from "@courtside/protocol";
import { and, asc, between, eq, gt, gte, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { micReservations, stageSeats, stages, users } from "../../db/schema/index.js";
import type { Seat, Stage } from "./machine.js";

const ACTIVE: StageSeatState[] = [...STAGE_WAITING, "onStage"];

const asMute = (value: string | null): StageMute => stageMuteSchema.parse(value);
const asTime = (value: Date | null) => (value === null ? null : value.getTime());

function toSeat(row: typeof stageSeats.$inferSelect): Seat {
  return {
    userId: row.userId,
    state: stageSeatStateSchema.parse(row.state),
    since: row.since.getTime(),
    expiresAt: asTime(row.expiresAt),
    audio: asMute(row.audio),
    video: asMute(row.video),
    connected: row.connected,
  };
}

type StageRow = typeof stages.$inferSelect;

async function withSeats(db: Db, roomId: number, row: StageRow | undefined, recentSince: Date) {
  const seats = await db
    .select()
    .from(stageSeats)
    .where(
      and(eq(stageSeats.roomId, roomId), or(inArray(stageSeats.state, ACTIVE), gte(stageSeats.since, recentSince))),
    );
  return {
    roomId,
    open: row?.open ?? false,
    adminsManage: row?.adminsManage ?? false,
    anchorAudio: asMute(row?.anchorAudio ?? null),
    anchorVideo: asMute(row?.anchorVideo ?? null),
    seats: seats.map(toSeat),
    version: row?.version ?? 0,
  };
}

/**
 * The room's stage with its seats in the list (waiting, on stage, or an outcome since `recentSince`),
 * its row locked until the transaction ends. The row is made on first use.
 */
export async function lockStage(tx: Db, roomId: number, recentSince: Date): Promise<Stage & { version: number }> {
  await tx.insert(stages).values({ roomId }).onConflictDoNothing();
  const [row] = await tx.select().from(stages).where(eq(stages.roomId, roomId)).for("update");
  if (!row) throw new Error(`stage ${roomId} vanished`);
  return withSeats(tx, roomId, row, recentSince);
}

/** The same without a lock, for reading; a room that never opened its stage reads as closed. */
export async function readStage(db: Db, roomId: number, recentSince: Date): Promise<Stage & { version: number }> {
  const [row] = await db.select().from(stages).where(eq(stages.roomId, roomId));
  return withSeats(db, roomId, row, recentSince);
}

export async function saveStage(tx: Db, stage: Stage, version: number): Promise<void> {
  await tx
    .update(stages)
    .set({
      open: stage.open,
      adminsManage: stage.adminsManage,
      anchorAudio: stage.anchorAudio,
      anchorVideo: stage.anchorVideo,
      version,
      updatedAt: new Date(),
    })
    .where(eq(stages.roomId, stage.roomId));
}

export async function saveSeat(tx: Db, roomId: number, seat: Seat): Promise<void> {
  const values = {
    state: seat.state,
    since: new Date(seat.since),
    expiresAt: seat.expiresAt === null ? null : new Date(seat.expiresAt),
    audio: seat.audio,
    video: seat.video,
    connected: seat.connected,
  };
  await tx
    .insert(stageSeats)
    .values({ roomId, userId: seat.userId, ...values })
    .onConflictDoUpdate({ target: [stageSeats.roomId, stageSeats.userId], set: values });
}

export interface PersonRow {
  id: number;
  nickname: string;
  avatar: string | null;
}

export async function people(db: Db, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function reservations(db: Db, roomId: number, from: Date) {
  return db
    .select({
      id: micReservations.id,
      userId: micReservations.userId,
      at: micReservations.at,
      note: micReservations.note,
    })
    .from(micReservations)
    .where(and(eq(micReservations.roomId, roomId), gt(micReservations.at, from)))
    .orderBy(asc(micReservations.at));
}

/**
 * Times of the room's reservations within `gapMs` of `at`, with the room's stage row locked first
 * so that two bookings made at once cannot both pass the gap check.
 */
export async function reservationTimesNear(tx: Db, roomId: number, at: Date, gapMs: number): Promise<number[]> {
  await tx.insert(stages).values({ roomId }).onConflictDoNothing();
  await tx.select({ roomId: stages.roomId }).from(stages).where(eq(stages.roomId, roomId)).for("update");
  const rows = await tx
    .select({ at: micReservations.at })
    .from(micReservations)
    .where(
      and(
        eq(micReservations.roomId, roomId),
        between(micReservations.at, new Date(at.getTime() - gapMs), new Date(at.getTime() + gapMs)),
      ),
    );
  return rows.map((row) => row.at.getTime());
}

export async function insertReservation(
  tx: Db,
  values: { roomId: number; userId: number; at: Date; note: string; byUserId: number },
): Promise<number> {
  const [row] = await tx.insert(micReservations).values(values).returning({ id: micReservations.id });
  if (!row) throw new Error("reservation not stored");
  return row.id;
}

export async function deleteReservation(db: Db, roomId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(micReservations)
    .where(and(eq(micReservations.roomId, roomId), eq(micReservations.id, id)))
    .returning({ id: micReservations.id });
  return rows.length > 0;
}
