import type { Match } from "@courtside/protocol";
import { useId } from "react";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import type { DayGroup } from "../../../matches/days";
import { MatchRow } from "./MatchRow";

/** One day's matches under a heading: "Today", "Tomorrow" or the date. */
export function MatchDayGroup({ group }: { group: DayGroup<Match> }) {
  const format = useMatchFormat();
  const headingId = useId();
  return (
    <section className="match-day" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-day__title">
        {format.day(group.label)}
      </h2>
      <ul className="match-day__list">
        {group.items.map((match) => (
          <MatchRow key={match.id} match={match} />
        ))}
      </ul>
    </section>
  );
}
