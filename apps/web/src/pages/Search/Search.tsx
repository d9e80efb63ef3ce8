import { SEARCH_TEXT_MAX, type SearchResult } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Input, Skeleton } from "antd";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { fetchSearch } from "../../api/search";
import { ListEmpty, ListFailed } from "../../components/ListStates/ListStates";
import { TeamBadge } from "../../components/Match/TeamBadge";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useColumns } from "../../hooks/useColumns";
import { useNow } from "../../hooks/useNow";
import { groupByDay } from "../../matches/days";
import { matchColumnPath } from "../../paths";
import { AnchorGrid } from "../AnchorList/components/AnchorCard";
import { MatchDayGroup } from "../MatchList/components/MatchDayGroup";
import "../MatchList/MatchList.css";
import "./Search.css";

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group__title">
        {title} <span className="search-group__count">{count}</span>
      </h2>
      {children}
    </section>
  );
}

function Results({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const columns = useColumns("match").data ?? [];
  const columnOf = (sportId: number) => columns.find((column) => column.sportId === sportId)?.id ?? 0;
  const total = result.anchors.length + result.matches.length + result.teams.length + result.leagues.length;
  if (total === 0) return <ListEmpty description={t("search.none")} />;
  return (
    <div className="search-results">
      <Group title={t("search.anchors")} count={result.anchors.length}>
        <AnchorGrid anchors={result.anchors} />
      </Group>
      <Group title={t("search.matches")} count={result.matches.length}>
        <div className="match-list__days">
          {groupByDay(result.matches, now).map((group) => (
            <MatchDayGroup key={group.key} group={group} />
          ))}
        </div>
      </Group>
      <Group title={t("search.teams")} count={result.teams.length}>
        <ul className="chip-list search-chips">
          {result.teams.map((team) => {
            const name = team.name;
            return (
              <li key={team.id}>
                <Link className="search-chip" to={`/search?q=${encodeURIComponent(name)}`}>
                  <TeamBadge team={{ ...team }} />
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      </Group>
      <Group title={t("search.leagues")} count={result.leagues.length}>
        <ul className="chip-list search-chips">
          {result.leagues.map((league) => (
            <li key={league.id}>
              <Link className="search-chip" to={`${matchColumnPath(columnOf(league.sportId))}?league=${league.id}`}>
                {league.name}
              </Link>
            </li>
          ))}
        </ul>
      </Group>
    </div>
  );
}

/** The site search (`/search?q=`): one box, results grouped by kind, in any of the 8 languages. */
export default function Search() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const query = useQuery({
    queryKey: ["search", q],
    queryFn: ({ signal }) => fetchSearch(q, signal),
    enabled: q !== "",
    staleTime: 30_000,
  });

  let body: ReactNode = <p className="search-hint">{t("search.hint")}</p>;
  if (q !== "") {
    if (query.isError) {
      body = <ListFailed title={t("search.failed")} onRetry={() => void query.refetch()} />;
    } else if (!query.data) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
    else body = <Results result={query.data} />;
  }

  return (
    <PageFrame title={t("titles.search")}>
      <Input.Search
        key={q}
        className="search-box"
        defaultValue={q}
        maxLength={SEARCH_TEXT_MAX}
        aria-label={t("header.search")}
        placeholder={t("search.placeholder")}
        enterButton={t("header.search")}
        size="large"
        autoFocus={q === ""}
        onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
      />
      {body}
    </PageFrame>
  );
}
