import { useParams } from "react-router";
import { MatchGate } from "../../components/MatchSummary/MatchGate";
import { MatchHeader } from "../../components/MatchSummary/MatchHeader";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useMatchDetail } from "../../hooks/useMatchQueries";
import { MatchWatch } from "./components/MatchWatch";
import "./MatchLive.css";

/**
 * A match as it is played (`/match/live/:id`): the live score, refreshed every 10 s, the best room
 * streaming it playing at once with a picker to switch, the match chat beside it and the timeline;
 * a finished match offers its rooms' replays instead.
 */
export default function MatchLive() {
  const query = useMatchDetail(Number(useParams().id));
  return (
    <PageFrame lead={query.data && <MatchHeader match={query.data} />}>
      <MatchGate query={query}>{(match) => <MatchWatch match={match} />}</MatchGate>
    </PageFrame>
  );
}
