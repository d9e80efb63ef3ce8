import { roomSeatChannel } from "@courtside/protocol";
import { useCallback, useEffect, useRef } from "react";
import { useChannel } from "../../realtime/hooks";

/** Longest a grab waits for the seat; past it the server's answer says what is wrong. */
const SEAT_WAIT_MS = 3_000;
const ignoreEvent = () => undefined;

/**
 * Takes the signed-in viewer's seat in a live room while mounted: only someone whose seat channel
 * is followed may grab the room's red packets. `whenSeated` resolves once the seat stands, so a
 * grab clicked while the page is still connecting waits for it instead of being refused.
 */
export function useSeat(roomId: number, uid: number): () => Promise<void> {
  const channel = uid > 0 ? roomSeatChannel(roomId, uid) : null;
  const seat = useRef<{ channel: string | null; ready: boolean; waiters: (() => void)[] }>({
    channel,
    ready: false,
    waiters: [],
  });

  useEffect(() => {
    // A new seat (another room or account) has to stand again.
    seat.current = { channel, ready: false, waiters: [] };
    return () => {
      for (const wake of seat.current.waiters) wake();
    };
  }, [channel]);

  useChannel(channel, ignoreEvent, {
    onReady: () => {
      seat.current.ready = true;
      for (const wake of seat.current.waiters.splice(0)) wake();
    },
  });

  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (seat.current.ready) return resolve();
        seat.current.waiters.push(resolve);
        setTimeout(resolve, SEAT_WAIT_MS);
      }),
    [],
  );
}
