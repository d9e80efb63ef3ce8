import type { Replay } from "@courtside/protocol";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button, Skeleton } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListEmpty, ListFailed } from "../ListStates/ListStates";
import { Player, type PlayerDot } from "../Player/Player";
import { clock } from "../Player/timeline";
import "./ReplayShelf.css";

interface ReplayShelfProps {
  query: UseQueryResult<Replay[]>;
  heading: string;
  empty: string;
  /** Marks on a replay's progress bar (a match's goals and periods). */
  dotsOf?: (replay: Replay) => PlayerDot[];
  testId?: string;
}

/** Recorded broadcasts: the newest in the player, the others a click away, each with its length. */
export function ReplayShelf({ query, heading, empty, dotsOf, testId }: ReplayShelfProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const replays = query.data ?? [];
  const current = replays.find((replay) => replay.id === chosen) ?? replays[0];
  const titleOf = (replay: Replay) => replay.title || t("player.watch.untitled");

  return (
    <section className="replay-shelf" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="replay-shelf__title">
        {heading}
      </h2>
      {query.isError ? (
        <ListFailed title={t("player.watch.replaysFailed")} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : current ? (
        <>
          <Player
            key={current.id}
            roomId={current.anchorId}
            live={false}
            replay={{ id: current.id, url: current.url, title: titleOf(current) }}
            dots={dotsOf?.(current)}
          />
          <ul className="chip-list replay-shelf__list">
            {replays.map((replay) => (
              <li key={replay.id}>
                <Button
                  type={replay.id === current.id ? "primary" : "default"}
                  aria-pressed={replay.id === current.id}
                  onClick={() => setChosen(replay.id)}
                >
                  <span>{titleOf(replay)}</span>
                  <span className="replay-shelf__length">{clock(replay.seconds)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ListEmpty description={empty} />
      )}
    </section>
  );
}
