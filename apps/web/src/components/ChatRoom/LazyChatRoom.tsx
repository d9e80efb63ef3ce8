import { lazy, Suspense } from "react";
import type { ChatRoomProps } from "./ChatRoom";
import "./ChatRoomBox.css";

const ChatRoom = lazy(() => import("./ChatRoom").then((module) => ({ default: module.ChatRoom })));

/**
 * The chat in a chunk of its own, for the rooms that paint their picture first. Its box has a fixed
 * height, kept by the placeholder until the chunk arrives, so nothing around it moves.
 */
export function LazyChatRoom(props: ChatRoomProps) {
  return (
    <Suspense fallback={<div className="chat-room-placeholder" />}>
      <ChatRoom {...props} />
    </Suspense>
  );
}
