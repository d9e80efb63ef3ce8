import { localName } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../../hooks/useLang";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import { leaguesQuery } from "../../../hooks/useMatchQueries";
import { dayKey, dayLabel } from "../../../matches/days";
import type { ListParams } from "../../../matches/listParams";

const DAY_MS = 86_400_000;
/** The date strip: yesterday, today and the next 7 days. */
const STRIP_OFFSETS = [-1, 0, 1, 2, 3, 4, 5, 6, 7];

interface MatchFiltersProps {
  columnId: number;
  params: ListParams;
  now: number;
  onChange: (filters: Pick<ListParams, "day" | "league">) => void;
}

/** The date strip and the league filter above a match list; either change starts at page 1. */
export function MatchFilters({ columnId, params, now, onChange }: MatchFiltersProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMatchFormat();
  const leagueId = useId();
  const leagues = useQuery(leaguesQuery(columnId)).data ?? [];
  const days = STRIP_OFFSETS.map((offset) => {
    // Noon keeps a day's moment inside it across a clock change.
    const date = new Date(now + offset * DAY_MS);
    const at = new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12).getTime();
    return { key: dayKey(at), label: format.shortDay(dayLabel(at, now)) };
  });
  const chosenLeague = params.league;
  // A league from a link that the column no longer lists stays choosable, so the select shows it.
  const missing = chosenLeague !== undefined && !leagues.some((league) => league.id === chosenLeague);

  return (
    <div className="match-filters">
      <fieldset className="match-filters__days">
        <legend className="visually-hidden">{t("matches.filters.days")}</legend>
        {[{ key: undefined, label: t("matches.filters.allDays") }, ...days].map((day) => (
          <button
            key={day.key ?? "all"}
            type="button"
            className="match-filters__day"
            aria-pressed={params.day === day.key}
            onClick={() => onChange({ day: day.key, league: params.league })}
          >
            {day.label}
          </button>
        ))}
      </fieldset>
      <div className="match-filters__league">
        <label htmlFor={leagueId}>{t("matches.filters.league")}</label>
        <select
          id={leagueId}
          value={chosenLeague ?? ""}
          onChange={(event) =>
            onChange({ day: params.day, league: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t("matches.filters.allLeagues")}</option>
          {missing && <option value={chosenLeague}>{t("matches.filters.chosenLeague")}</option>}
          {leagues.map((league) => (
            <option key={league.id} value={league.id}>
              {localName(league.names, lang)} ({league.count})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
