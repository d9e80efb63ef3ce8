import { useParams } from "react-router";
import { MatchGate } from "../../components/MatchSummary/MatchGate";
import { MatchHeader } from "../../components/MatchSummary/MatchHeader";
import { MatchTimeline } from "../../components/MatchSummary/MatchTimeline";
import { PeriodTable } from "../../components/MatchSummary/PeriodTable";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useMatchDetail } from "../../hooks/useMatchQueries";

/** A match's details (`/match/match/:matchId`, reached from lists and status pushes). */
export default function MatchDetail() {
  const query = useMatchDetail(Number(useParams().matchId));
  return (
    <PageFrame lead={query.data && <MatchHeader match={query.data} />}>
      <MatchGate query={query}>
        {(match) => (
          <>
            <PeriodTable match={match} />
            <MatchTimeline match={match} />
          </>
        )}
      </MatchGate>
    </PageFrame>
  );
}
