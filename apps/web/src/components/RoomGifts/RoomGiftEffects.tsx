import { type GiftEvent, giftEventSchema, type StreamEvent } from "@courtside/protocol";
import { useCallback, useState } from "react";
import { useRoomEvents } from "../../realtime/hooks";
import { GiftEffects } from "./GiftEffects";
import "./RoomGifts.css";

/**
 * The animations of the larger gifts sent in a room, one after another as they arrive: in the room
 * for everyone, and on the anchor's live configuration beside the preview.
 */
export function RoomGiftEffects({ roomId }: { roomId: number }) {
  const [effects, setEffects] = useState<GiftEvent[]>([]);
  useRoomEvents(roomId, (event: StreamEvent) => {
    if (event.kind !== "gift") return;
    const gift = giftEventSchema.safeParse(event.data);
    if (gift.success && gift.data.effect !== "none") setEffects((queue) => [...queue, gift.data]);
  });
  const next = useCallback(() => setEffects((queue) => queue.slice(1)), []);
  return <GiftEffects current={effects[0]} onDone={next} />;
}
