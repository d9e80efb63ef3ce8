import { useTranslation } from "react-i18next";
import { languageTag } from "../i18n";
import type { DayLabel } from "../matches/days";
import { formatDateTime, formatDay, formatShortDay, formatTime } from "../matches/format";
import { useLang } from "./useLang";

/** Dates and times of matches in the interface language (its BCP 47 tag from LANGUAGE_LIST). */
export function useMatchFormat() {
  const { t } = useTranslation();
  const tag = languageTag(useLang());
  return {
    time: (at: number) => formatTime(at, tag),
    dateTime: (at: number) => formatDateTime(at, tag),
    day: (label: DayLabel) => (label.kind === "date" ? formatDay(label.at, tag) : t(`matches.days.${label.kind}`)),
    shortDay: (label: DayLabel) =>
      label.kind === "date" ? formatShortDay(label.at, tag) : t(`matches.days.${label.kind}`),
  };
}
