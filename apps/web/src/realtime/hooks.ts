import type { StreamEvent } from "@courtside/protocol";
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { RealtimeStatus, SubscribeOptions } from "./client";
import { realtime } from "./realtime";

/**
 * Follows `channel` while the component is mounted; `onEvent` gets each stored event once, in
 * order, also across reconnects. The latest callbacks are used without re-subscribing.
 */
export function useChannel(
  channel: string | null,
  onEvent: (event: StreamEvent) => void,
  options: Omit<SubscribeOptions, "lastSeq"> = {},
): void {
  const latest = useRef({ onEvent, options });
  latest.current = { onEvent, options };
  useEffect(() => {
    if (!channel) return undefined;
    return realtime().subscribe(channel, (event) => latest.current.onEvent(event), {
      onNotice: (notice) => latest.current.options.onNotice?.(notice),
      onReady: (seq) => latest.current.options.onReady?.(seq),
    });
  }, [channel]);
}

/** Every stored event of a live room (`room:<roomId>`): chat, gifts, red packets, moderation. */
export function useRoomEvents(roomId: number, listener: (event: StreamEvent) => void): void {
  useChannel(`room:${roomId}`, listener);
}

const subscribeStatus = (notify: () => void) => realtime().onStatus(notify);
const readStatus = (): RealtimeStatus => realtime().status();

/** The connection's state, for an "offline, reconnecting" hint. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, readStatus, () => "idle");
}
