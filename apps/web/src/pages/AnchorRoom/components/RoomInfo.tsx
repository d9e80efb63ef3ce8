import { type AnchorDetails, abbreviate } from "@courtside/protocol";
import { Avatar } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HelpIcon } from "../../../components/icons/actionIcons";
import { UserIcon } from "../../../components/icons/icons";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import { useRoomOnline } from "../../../hooks/useRoomOnline";
import { matchLivePath, PATHS } from "../../../paths";
import { useSessionStore } from "../../../stores/session";
import { LinkButton } from "../../AnchorList/components/LinkButton";
import { anchorSpacePath } from "../../AnchorList/links";
import { FollowButton } from "./FollowButton";

/**
 * Who is on air and what: anchor, room name and title, followers, the match, the follow button. The
 * announcement is pinned above the chat, where it changes live.
 */
export function RoomInfo({ room }: { room: AnchorDetails }) {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const own = useSessionStore((state) => state.userInfo?.uid === room.id);
  // While live the figure moves with the head count; the stored one is at most 10 s old.
  const online = useRoomOnline(room.id, room.live);
  const popularity = room.live ? Math.max(room.popularity, online.data?.count ?? 0) : room.popularity;
  return (
    <div className="room-info">
      <div className="room-info__bar">
        <Avatar size={56} src={room.avatar ?? undefined} alt="">
          {room.nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="room-info__texts">
          <h2 className="room-info__title">{room.title || room.roomName}</h2>
          <p className="room-info__meta">
            <Link to={anchorSpacePath(room.id)} className="room-info__name">
              {room.nickname}
            </Link>
            {room.roomName && <span>{room.roomName}</span>}
            <span data-testid="room-followers">{t("anchor.followers", { count: room.followers })}</span>
            <span>
              {t("anchor.popularity", { count: popularity })}
              {popularity >= 1000 && ` (${abbreviate(popularity)})`}
            </span>
          </p>
          <p className="room-info__state">
            {room.live ? (
              <span className="room-info__live">
                {t("anchor.live")}
                {room.liveStartedAt !== null &&
                  ` · ${t("anchor.room.liveSince", { time: format.time(room.liveStartedAt) })}`}
              </span>
            ) : (
              <span>{t("anchor.room.offlineNow")}</span>
            )}
            {room.matchId !== null && (
              <Link to={matchLivePath(room.matchId)} className="room-info__match">
                {room.live ? t("anchor.room.streaming") : t("anchor.room.willStream")}
              </Link>
            )}
          </p>
        </div>
        <div className="room-info__actions">
          <FollowButton anchorId={room.id} name={room.nickname} followed={room.followed} own={own} />
          <LinkButton to={anchorSpacePath(room.id)} icon={<UserIcon />}>
            {t("anchor.room.space")}
          </LinkButton>
          <LinkButton to={PATHS.faq} icon={<HelpIcon />}>
            {t("titles.liveFaq")}
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
