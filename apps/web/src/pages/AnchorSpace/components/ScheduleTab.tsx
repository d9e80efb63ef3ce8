import { useTranslation } from "react-i18next";
import { useNow } from "../../../hooks/useNow";
import { groupByDay } from "../../../matches/days";
import { MatchDayGroup } from "../../MatchList/components/MatchDayGroup";
import "../../MatchList/MatchList.css";
import { useSchedule } from "../queries";
import { QueryState } from "./QueryState";

/** The matches the anchor booked to stream, by start time, under the day of each. */
export function ScheduleTab({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const query = useSchedule(anchorId);
  return (
    <QueryState
      query={query}
      failed={t("anchor.list.failed")}
      empty={t("anchor.space.scheduleEmpty")}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <div className="match-list__days" data-testid="anchor-schedule">
          {groupByDay(list, now).map((group) => (
            <MatchDayGroup key={group.key} group={group} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
