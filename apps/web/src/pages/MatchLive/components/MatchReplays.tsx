import type { MatchDetail, Replay } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchMatchReplays } from "../../../api/live";
import type { PlayerDot } from "../../../components/Player/Player";
import { ReplayShelf } from "../../../components/ReplayShelf/ReplayShelf";

/** A finished match: the recordings of the rooms that covered it, with its events as dots. */
export function MatchReplays({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ["match", "replays", match.id],
    queryFn: ({ signal }) => fetchMatchReplays(match.id, signal),
  });
  const describe = (event: MatchDetail["events"][number]) => {
    if (event.type !== "score") return t(`matches.events.${event.type}`);
    const team = event.side ? match[event.side].name : "";
    return t("matches.events.score", { team });
  };
  // Seconds into the recording of each event.
  const dotsOf = (replay: Replay) =>
    match.events.map(
      (event): PlayerDot => ({
        time: (event.at - replay.startedAt) / 1000,
        label: `${describe(event)} ${event.score}`,
      }),
    );
  return (
    <ReplayShelf
      query={query}
      heading={t("player.watch.replays")}
      empty={t("player.watch.noReplays")}
      dotsOf={dotsOf}
      testId="match-replays"
    />
  );
}
