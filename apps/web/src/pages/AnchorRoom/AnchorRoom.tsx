import type { Replay, StreamEvent } from "@courtside/protocol";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AfterCommit } from "../../components/AfterCommit/AfterCommit";
import { LazyChatRoom } from "../../components/ChatRoom/LazyChatRoom";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { Player } from "../../components/Player/Player";
import { RoomGifts } from "../../components/RoomGifts/RoomGifts";
import { useRoomEvents } from "../../realtime/hooks";
import { useViewingStore } from "../../stores/viewing";
import { useAnchorDetails } from "../AnchorList/queries";
import { LastBroadcasts } from "./components/LastBroadcasts";
import { RoomInfo } from "./components/RoomInfo";
import { RoomRanking } from "./components/RoomRanking";
import { ViewingBar } from "./components/ViewingBar";
import "./AnchorRoom.css";
import { FirstScreenShown, useFirstScreenShown } from "../../firstPaint/handoff";
import { AnchorQueryState } from "../AnchorList/components/AnchorQueryState";

export { prefetchAnchorRoom as loader } from "../AnchorList/prefetch";

/*
 * The picture's frame and the room's title come first; the chat, the comments over the video and
 * the mic panel follow in chunks of their own, so a phone paints the room without waiting for them.
 * (LazyChatRoom keeps the chat's box while it comes, so nothing moves when it arrives.) The gifts and
 * the ranking, below the chat, are drawn just after the room's first commit rather than in it, and
 * the first paint stays until they are.
 */
const Danmaku = lazy(() => import("../../components/Danmaku/Danmaku").then((module) => ({ default: module.Danmaku })));
const StagePanel = lazy(() =>
  import("../../components/Stage/StagePanel").then((module) => ({ default: module.StagePanel })),
);

/** An anchor's live room (`/anchor/room/:id`): player, room info and announcement, chat and gifts. */
export default function AnchorRoom() {
  const { t } = useTranslation();
  const roomId = Number(useParams().id);
  const query = useAnchorDetails(roomId);
  // A room takes over from the first paint once its gifts and ranking are drawn too (below), so
  // that they do not push the room's details down on a phone; a failure shows at once.
  useFirstScreenShown(!query.isPending && !query.data);
  const { danmaku, density, theatre } = useViewingStore();
  // A recording picked under "last broadcasts" while the room is offline.
  const [replay, setReplay] = useState<Replay | null>(null);
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
      <div
        className={theatre && room.live ? "anchor-room anchor-room--theatre" : "anchor-room"}
        data-testid="anchor-room"
        data-live={room.live}
      >
        <div className="anchor-room__main">
          <div className="anchor-room__stage">
            {room.live && danmaku && !replay && (
              <Suspense fallback={null}>
                <Danmaku roomId={room.id} density={density} />
              </Suspense>
            )}
            <Player
              roomId={room.id}
              live={room.live}
              replay={
                !room.live && replay ? { id: replay.id, url: replay.url, title: replay.title || undefined } : null
              }
            />
          </div>
          {room.live && <ViewingBar />}
          {!room.live && <LastBroadcasts roomId={room.id} playing={replay?.id ?? null} onPlay={setReplay} />}
          <Suspense fallback={null}>
            <StagePanel roomId={room.id} />
          </Suspense>
          <RoomInfo room={room} />
        </div>
        <aside className="anchor-room__side" aria-label={t("anchor.room.chat")}>
          <LazyChatRoom roomId={room.id} />
          <AfterCommit>
            <RoomGifts roomId={room.id} />
            <RoomRanking roomId={room.id} />
            <FirstScreenShown />
          </AfterCommit>
        </aside>
      </div>
    </PageFrame>
  );
}
