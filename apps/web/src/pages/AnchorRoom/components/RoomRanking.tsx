import { abbreviate, type StreamEvent } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Avatar } from "antd";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { useRoomEvents } from "../../../realtime/hooks";
import { roomRankingQuery } from "../../AnchorList/queries";

/** The room's top gift senders, read again whenever a gift is sent in the room. */
export function RoomRanking({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(roomRankingQuery(roomId));
  const { refetch } = query;
  useRoomEvents(
    roomId,
    useCallback(
      (event: StreamEvent) => {
        if (event.kind === "gift") void refetch();
      },
      [refetch],
    ),
  );
  const rows = query.data ?? [];
  return (
    <section className="room-ranking" aria-labelledby={headingId} data-testid="room-ranking">
      <h2 id={headingId} className="room-ranking__title">
        {t("room.ranking.title")}
      </h2>
      {query.data && rows.length === 0 ? (
        <p className="room-ranking__empty">{t("room.ranking.empty")}</p>
      ) : (
        <ol className="room-ranking__list">
          {rows.map((row) => (
            <li key={row.id} className="room-ranking__row">
              <span className={`room-ranking__rank room-ranking__rank--${Math.min(row.rank, 4)}`}>{row.rank}</span>
              <Avatar size={24} src={row.avatar ?? undefined} alt="">
                {row.nickname.slice(0, 1).toUpperCase()}
              </Avatar>
              <span className="room-ranking__name">{row.nickname}</span>
              <span className="room-ranking__coins">
                {t("wallet.amount.coins", { count: row.contribution, amount: abbreviate(row.contribution) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
