import { type MicReservation, STAGE } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import * as repo from "./repo.js";
import { checkReservation } from "./reservation-rules.js";
import type { StageService } from "./service.js";

/** Mic reservations: guests booked onto a room's stage for a time, kept by those who manage the list. */
export function createMicReservations({ db }: Deps, stage: StageService) {
  async function list(roomId: number): Promise<MicReservation[]> {
    const rows = await repo.reservations(db, roomId, new Date(Date.now() - STAGE.reservationGapMs));
    const people = new Map((await repo.people(db, [...new Set(rows.map((row) => row.userId))])).map((p) => [p.id, p]));
    return rows.map((row) => ({
      id: row.id,
      user: people.get(row.userId) ?? { id: row.userId, nickname: "", avatar: null },
      at: row.at.getTime(),
      note: row.note,
    }));
  }

  return {
    async list(byId: number, roomId: number) {
      await stage.assertManager(roomId, byId);
      return list(roomId);
    },
    async add(byId: number, input: { roomId: number; userId: number; at: number; note: string }) {
      await stage.assertManager(input.roomId, byId);
      if (!(await repo.people(db, [input.userId])).length) throw new AppError("userNotFound", { status: 404 });
      const now = Date.now();
      await db.transaction(async (tx) => {
        const near = await repo.reservationTimesNear(tx, input.roomId, new Date(input.at), STAGE.reservationGapMs);
        checkReservation(input.at, near, now);
        await repo.insertReservation(tx, { ...input, at: new Date(input.at), byUserId: byId });
      });
      return list(input.roomId);
    },
    async remove(byId: number, roomId: number, id: number) {
      await stage.assertManager(roomId, byId);
      if (!(await repo.deleteReservation(db, roomId, id)))
        throw new AppError("micReservationNotFound", { status: 404 });
      return list(roomId);
    },
  };
}
export type MicReservations = ReturnType<typeof createMicReservations>;
