import { roomEventData, type StreamEvent } from "@courtside/protocol";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRoomEvents } from "../../realtime/hooks";
import { DANMAKU_LANES, type DanmakuDensity } from "../../stores/viewing";
import { type Flying, freeLane } from "./lanes";
import "./Danmaku.css";

/**
 * The room's chat messages flying across the live video, right to left, each in a free lane. It is
 * decorative for assistive technology: the chat log beside the video carries the same messages.
 */
export function Danmaku({ roomId, density }: { roomId: number; density: DanmakuDensity }) {
  const [flying, setFlying] = useState<Flying[]>([]);
  const lastEntered = useRef<number[]>([]);
  const nextKey = useRef(0);
  const box = useRef<HTMLDivElement>(null);
  const lanes = DANMAKU_LANES[density];

  // The distance a comment travels is the width of the video, kept in a CSS variable.
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => element.style.setProperty("--danmaku-width", `${element.clientWidth}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useRoomEvents(
    roomId,
    useCallback(
      (event: StreamEvent) => {
        if (event.kind !== "chat") return;
        const parsed = roomEventData.chat.safeParse(event.data);
        if (!parsed.success) return;
        const now = Date.now();
        const lane = freeLane(lastEntered.current, lanes, now);
        if (lane === undefined) return;
        lastEntered.current[lane] = now;
        nextKey.current += 1;
        const comment = { key: nextKey.current, text: parsed.data.text, lane };
        setFlying((current) => [...current, comment]);
      },
      [lanes],
    ),
  );

  return (
    <div ref={box} className="danmaku" aria-hidden="true" data-testid="danmaku">
      {flying.map((comment) => (
        <span
          key={comment.key}
          className="danmaku__comment"
          style={{ top: `${6 + comment.lane * (88 / lanes)}%` }}
          onAnimationEnd={() => setFlying((current) => current.filter((item) => item.key !== comment.key))}
        >
          {comment.text}
        </span>
      ))}
    </div>
  );
}
