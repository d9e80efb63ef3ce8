import { STAGE } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";

/**
 * Checks a new mic reservation at `at` against the room's other bookings: it must lie ahead (within
 * the booking horizon) and be more than two hours from each of them (spec section 5).
 */
export function checkReservation(at: number, others: readonly number[], now: number): void {
  if (at <= now || at > now + STAGE.reservationAheadMs) throw new AppError("micReservationPast");
  if (others.some((other) => Math.abs(other - at) <= STAGE.reservationGapMs)) {
    throw new AppError("micReservationGap");
  }
}
