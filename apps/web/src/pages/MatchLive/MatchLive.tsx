import { useParams } from "react-router";
import { MatchGate } from "../../components/MatchSummary/MatchGate";
import { MatchHeader } from "../../components/MatchSummary/MatchHeader";
import { MatchTimeline } from "../../components/MatchSummary/MatchTimeline";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useMatchDetail } from "../../hooks/useMatchQueries";
import { LiveStreams } from "./components/LiveStreams";

/**
 * A match as it is played (`/match/live/:id`): the live score, refreshed every 10 s, its streams and
 * its timeline. The player and the chat room come with the live-room issue.
 */
export default function MatchLive() {
  const query = useMatchDetail(Number(useParams().id));
  return (
    <PageFrame lead={query.data && <MatchHeader match={query.data} />}>
      <MatchGate query={query}>
        {(match) => (
          <>
            <LiveStreams match={match} />
            <MatchTimeline match={match} newestFirst />
          </>
        )}
      </MatchGate>
    </PageFrame>
  );
}
