import type { BookingType, Match } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/errors";
import { failureText } from "../../api/failure";
import { bookMatch, fetchMyBookings } from "../../api/matches";
import { useFeedback } from "../../components/AppProviders/feedback";
import { ListEmpty, ListFailed } from "../../components/ListStates/ListStates";
import { MatchStatus } from "../../components/Match/MatchStatus";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useMatchFormat } from "../../hooks/useMatchFormat";
import { isBookable, isLive } from "../../matches/status";
import { matchDetailPath, matchLivePath, PATHS } from "../../paths";
import { useSessionStore } from "../../stores/session";
import "./MyBookings.css";

/** Which kind the booking can change to now: a reminder only before kick-off, a result notice until the end. */
function otherKind(type: BookingType, match: Match): BookingType | null {
  if (type === "schedule") return isBookable(match.status) || isLive(match.status) ? "result" : null;
  return isBookable(match.status) ? "schedule" : null;
}

/** The personal centre's bookings (`/user/bookings`): the booked match, its kind, switching and cancelling. */
export default function MyBookings() {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const uid = useSessionStore((state) => state.userInfo?.uid ?? 0);
  const query = useQuery({
    queryKey: ["matches", "myBookings", uid],
    queryFn: ({ signal }) => fetchMyBookings(signal),
  });
  const [busy, setBusy] = useState<number | null>(null);

  const title = (match: Match) => t("matches.versus", { home: match.home.name, away: match.away.name });

  async function change(match: Match, body: { type?: BookingType; cancel?: boolean }, done: string) {
    setBusy(match.id);
    try {
      await bookMatch({ matchId: match.id, switch: true, ...body });
      void message.success({ content: done, key: "bookings" });
      await queryClient.invalidateQueries({ queryKey: ["matches"] });
    } catch (error) {
      if (error instanceof ApiError) void message.error({ content: failureText(error), key: "bookings" });
    } finally {
      setBusy(null);
    }
  }

  const confirmCancel = (match: Match) =>
    modal.confirm({
      title: t("bookings.cancelTitle"),
      content: t("bookings.cancelBody", { match: title(match) }),
      okText: t("bookings.cancelOk"),
      okButtonProps: { danger: true },
      cancelText: t("bookings.keep"),
      onOk: () => change(match, { cancel: true }, t("bookings.cancelled")),
    });

  let body: React.ReactNode;
  if (query.isError) {
    body = <ListFailed title={t("bookings.failed")} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (query.data.length === 0) {
    body = (
      <div className="my-bookings__empty">
        <ListEmpty description={t("bookings.empty")} />
        <Link to={PATHS.matchHome}>{t("bookings.browse")}</Link>
      </div>
    );
  } else {
    body = (
      <ul className="my-bookings__list">
        {query.data.map(({ match, type, createdAt }) => {
          const other = otherKind(type, match);
          const page =
            isLive(match.status) || isBookable(match.status) ? matchLivePath(match.id) : matchDetailPath(match.id);
          return (
            <li key={match.id} className="my-bookings__item" data-testid="booking">
              <div className="my-bookings__match">
                <span className="my-bookings__league">{match.league.name}</span>
                <Link className="my-bookings__teams" to={page}>
                  {title(match)}
                </Link>
                <span className="my-bookings__when">
                  {format.dateTime(match.startTime)} <MatchStatus status={match.status} clock={match.clock} />
                </span>
                <span className="my-bookings__meta">
                  <Tag color={type === "schedule" ? "orange" : "blue"}>{t(`bookings.types.${type}`)}</Tag>
                  {t("bookings.bookedAt", { when: format.dateTime(createdAt) })}
                </span>
              </div>
              <div className="my-bookings__actions">
                {other && (
                  <Button
                    loading={busy === match.id}
                    onClick={() => void change(match, { type: other }, t("bookings.switched"))}
                  >
                    {other === "result" ? t("bookings.toResult") : t("bookings.toSchedule")}
                  </Button>
                )}
                <Button danger disabled={busy === match.id} onClick={() => confirmCancel(match)}>
                  {t("bookings.cancel")}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <PageFrame title={t("bookings.title")}>
      <p className="my-bookings__intro">{t("bookings.intro")}</p>
      {body}
    </PageFrame>
  );
}
