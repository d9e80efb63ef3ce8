import type { StreamEvent } from "@courtside/protocol";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ChatRoom } from "../../components/ChatRoom/ChatRoom";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { Player } from "../../components/Player/Player";
import { RoomGifts } from "../../components/RoomGifts/RoomGifts";
import { useRoomEvents } from "../../realtime/hooks";
import { useAnchorDetails } from "../AnchorList/queries";
import { RoomInfo } from "./components/RoomInfo";
import "./AnchorRoom.css";
import { AnchorQueryState } from "../AnchorList/components/AnchorQueryState";

/** An anchor's live room (`/anchor/room/:id`): player, room info and announcement, chat and gifts. */
export default function AnchorRoom() {
  const { t } = useTranslation();
  const roomId = Number(useParams().id);
  const query = useAnchorDetails(roomId);
  // Going live or ending a broadcast changes the room's badge, title and play addresses.
  const { refetch } = query;
  useRoomEvents(
    roomId,
    useCallback(
      (event: StreamEvent) => {
        if (event.kind === "live") void refetch();
      },
      [refetch],
    ),
  );

  if (!query.data) return <AnchorQueryState query={query} />;

  const room = query.data;
  return (
    <PageFrame title={room.roomName || room.nickname}>
      <div className="anchor-room" data-testid="anchor-room" data-live={room.live}>
        <div className="anchor-room__main">
          <div className="anchor-room__stage">
            <Player roomId={room.id} live={room.live} />
          </div>
          <RoomInfo room={room} />
        </div>
        <aside className="anchor-room__side" aria-label={t("anchor.room.chat")}>
          <ChatRoom roomId={room.id} />
          <RoomGifts roomId={room.id} />
        </aside>
      </div>
    </PageFrame>
  );
}
