import { MATCH_STATUS, type MatchDetail } from "@courtside/protocol";
import { Empty } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyChatRoom } from "../../../components/ChatRoom/LazyChatRoom";
import { MatchTimeline } from "../../../components/MatchSummary/MatchTimeline";
import { Player } from "../../../components/Player/Player";
import { useMatchRooms } from "../../AnchorList/queries";
import { LiveStreams } from "./LiveStreams";
import { MatchReplays } from "./MatchReplays";
import { PlatformBar } from "./PlatformBar";
import { RoomPicker } from "./RoomPicker";

const OVER: ReadonlySet<number> = new Set([MATCH_STATUS.ended, MATCH_STATUS.abandoned]);

/**
 * Watching a match: the room the viewer picked, else the best live room covering it (the server
 * lists live rooms first, those in the viewer's language and region first among them, then by
 * popularity), with the match chat beside it (in a chunk of its own, after the picture's frame).
 */
export function MatchWatch({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const rooms = useMatchRooms(match.id).data;
  const live = (rooms ?? []).filter((room) => room.live);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = live.find((room) => room.id === chosen) ?? live[0];
  const over = OVER.has(match.status);

  return (
    <>
      <div className="match-watch" data-testid="match-watch">
        <div className="match-watch__main">
          {current ? (
            <section className="match-watch__screen" aria-label={t("player.watch.player", { name: current.nickname })}>
              <Player key={current.id} roomId={current.id} live poster={current.liveThumb?.jpeg ?? current.cover} />
              <RoomPicker rooms={live} value={current.id} onChange={setChosen} />
            </section>
          ) : over ? (
            <MatchReplays match={match} />
          ) : (
            rooms && (
              <Empty
                className="match-watch__none"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t("player.watch.offAir")}
              />
            )
          )}
          <PlatformBar sources={match.sources} />
        </div>
        <aside className="match-watch__side" aria-label={t("player.watch.chat")}>
          <LazyChatRoom matchId={match.id} />
        </aside>
      </div>
      <LiveStreams match={match} />
      <MatchTimeline match={match} newestFirst />
    </>
  );
}
