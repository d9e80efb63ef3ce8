import { Skeleton } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFirstScreenShown } from "../../../firstPaint/handoff";
import { useHomeTop } from "../../../hooks/useMatchQueries";
import { TopMatchCard } from "./TopMatchCard";

/**
 * The most popular live match, or the next big match with a countdown when none is live. The video
 * player takes this place once live rooms exist; until then it is the match itself.
 */
export function TopLive() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useHomeTop();
  useFirstScreenShown(!query.isPending);

  if (query.isPending) {
    return (
      <div className="top-live top-live--loading" aria-busy="true">
        <Skeleton active avatar={{ size: 72 }} paragraph={{ rows: 2 }} />
      </div>
    );
  }
  const match = query.data?.live ?? query.data?.next;
  // Without either there is nothing to feature; the list below still has every match.
  if (!match) return null;
  const isLiveMatch = Boolean(query.data?.live);

  return (
    <section className="top-live" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-block__title">
        {isLiveMatch ? t("matches.home.topLive") : t("matches.home.nextBig")}
      </h2>
      <TopMatchCard match={match} />
    </section>
  );
}
