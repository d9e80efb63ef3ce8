import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import * as repo from "./repo.js";

const LIFT = "speech.lift";

/** Asked before anyone speaks anywhere (room chat, private and group messages). */
export interface SpeechGate {
  /** Refuses with `speechBanned` (data.until, ms) while the user's site-wide ban lasts. */
  check(userId: number): Promise<void>;
  /** A condition of the caller's query: the sender (an expression of it) is under no ban now. */
  notBanned(userId: SQL): SQL;
}

/** The ban's end as the user reads it in the refusal: a UTC time, whatever their clock. */
const shown = (until: Date) => `${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A ban in force ends in the future; an ended one is treated as none until the job clears it. */
export const inForce = (until: Date | null | undefined): Date | null =>
  until && until.getTime() > Date.now() ? until : null;

/**
 * The site-wide speaking ban (spec section 3, "user global prohibited flag"): the end time lives on
 * the user row, read on every send so a ban or a lift applies on every node at once; a durable job
 * clears it when it ends.
 */
export function createSpeechService({ db, scheduler }: Pick<Deps, "db" | "scheduler">) {
  scheduler.register(LIFT, async (payload) => {
    await repo.clearEnded(db, Number(payload.userId), new Date(Number(payload.until)));
    return undefined;
  });

  return {
    async check(userId: number): Promise<void> {
      const until = inForce(await repo.bannedUntil(db, userId));
      if (until) {
        throw new AppError("speechBanned", {
          status: 403,
          params: { until: shown(until) },
          data: { until: until.getTime() },
        });
      }
    },

    notBanned: (userId: SQL) => repo.notBannedCondition(userId, new Date()),

    /** Sets the ban inside the caller's transaction; false when the user does not exist. */
    banIn: (tx: Db, userId: number, until: Date) => repo.setBannedUntil(tx, userId, until),
    liftIn: (tx: Db, userId: number) => repo.setBannedUntil(tx, userId, null),
    /** Queues the lift at the end (after the ban's transaction commits). */
    scheduleLift: (userId: number, until: Date) =>
      scheduler.schedule(LIFT, `${LIFT}:${userId}`, until, { userId, until: until.getTime() }),
    cancelLift: (userId: number) => scheduler.cancel(`${LIFT}:${userId}`),
  } satisfies SpeechGate & Record<string, unknown>;
}
export type SpeechService = ReturnType<typeof createSpeechService>;
