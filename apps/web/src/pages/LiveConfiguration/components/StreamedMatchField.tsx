import { MATCH_STATUS, type Match } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { fetchMatchList } from "../../../api/matches";
import { useMatchFormat } from "../../../hooks/useMatchFormat";

/** Matches a room can stream: those live now, then those still to come, soonest first. */
async function streamableMatches(signal?: AbortSignal): Promise<{ live: Match[]; upcoming: Match[] }> {
  const [live, upcoming] = await Promise.all([
    fetchMatchList({ status: MATCH_STATUS.inProgress, limit: 100 }, signal),
    fetchMatchList({ status: MATCH_STATUS.notStarted, limit: 200 }, signal),
  ]);
  const now = Date.now();
  return {
    live,
    upcoming: upcoming.filter((match) => match.startTime > now).sort((a, b) => a.startTime - b.startTime),
  };
}

interface StreamedMatchFieldProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The match saved now, kept as an option even when it is no longer listed. */
  current: number | null;
}

/** Which match the room streams: its page then plays this room and lists it. */
export function StreamedMatchField({ id, value, onChange, current }: StreamedMatchFieldProps) {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const query = useQuery({ queryKey: ["matches", "streamable"], queryFn: ({ signal }) => streamableMatches(signal) });
  const label = (match: Match) => `${match.home.name} – ${match.away.name} · ${format.dateTime(match.startTime)}`;
  const option = (match: Match) => ({ value: match.id, label: label(match) });
  const listed = new Set([...(query.data?.live ?? []), ...(query.data?.upcoming ?? [])].map((match) => match.id));
  const options = [
    ...(current !== null && query.data && !listed.has(current)
      ? [{ value: current, label: t("player.config.matchSaved", { id: current }) }]
      : []),
    { label: t("player.config.matchLive"), options: (query.data?.live ?? []).map(option) },
    { label: t("player.config.matchUpcoming"), options: (query.data?.upcoming ?? []).map(option) },
  ];
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch={{ optionFilterProp: "label" }}
      loading={query.isLoading}
      placeholder={t("player.config.matchNone")}
      options={options}
      notFoundContent={query.isError ? t("player.config.matchFailed") : undefined}
      style={{ width: "100%" }}
    />
  );
}
