import type { BookingType, Match } from "@courtside/protocol";

/** A shared list with one viewer's bookings laid over it; untouched matches keep their objects. */
export function withBookings(list: Match[], booked: Map<number, BookingType>): Match[] {
  return list.map((match) => {
    const type = booked.get(match.id);
    return type ? { ...match, booked: type } : match;
  });
}
