import { useTranslation } from "react-i18next";
import { MatchRow } from "../../MatchList/components/MatchRow";
import "../../MatchList/MatchList.css";
import { useSchedule } from "../queries";
import { QueryState } from "./QueryState";

/** The matches the anchor booked to stream, by start time. */
export function ScheduleTab({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const query = useSchedule(anchorId);
  return (
    <QueryState
      query={query}
      failed={t("anchor.list.failed")}
      empty={t("anchor.space.scheduleEmpty")}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <ul className="match-day__list" data-testid="anchor-schedule">
          {list.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
