import type { Replay } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Button } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { fetchReplays } from "../../../api/live";
import { clock } from "../../../components/Player/timeline";
import { useMatchFormat } from "../../../hooks/useMatchFormat";

/** An offline room's newest recordings; one plays in the room's player when picked. */
const SHOWN = 3;

interface LastBroadcastsProps {
  roomId: number;
  playing: number | null;
  onPlay: (replay: Replay) => void;
}

export function LastBroadcasts({ roomId, playing, onPlay }: LastBroadcastsProps) {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const headingId = useId();
  const replays = useQuery({
    queryKey: ["anchors", "replays", roomId, "last"],
    // The smallest page the list call takes is 10.
    queryFn: async ({ signal }) => (await fetchReplays(roomId, 1, 10, signal)).list.slice(0, SHOWN),
  }).data;
  if (!replays || replays.length === 0) return null;
  return (
    <section className="last-broadcasts" aria-labelledby={headingId}>
      <h2 id={headingId} className="last-broadcasts__title">
        {t("player.watch.lastBroadcasts")}
      </h2>
      <ul className="last-broadcasts__list">
        {replays.map((replay) => (
          <li key={replay.id}>
            <Button
              block
              type={replay.id === playing ? "primary" : "default"}
              aria-pressed={replay.id === playing}
              onClick={() => onPlay(replay)}
            >
              <span className="last-broadcasts__name">{replay.title || t("player.watch.untitled")}</span>
              <span className="last-broadcasts__meta">
                {format.dateTime(replay.startedAt)} · {clock(replay.seconds)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
