import type { RoomSettings } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fetchLiveSign } from "../../../api/live";
import { Player } from "../../../components/Player/Player";
import { RoomGiftEffects } from "../../../components/RoomGifts/RoomGiftEffects";

/** How often the live state is read while the page is open: a push shows up within this. */
const POLL_MS = 4_000;

/** The room as viewers see it: live or offline, viewers, and the picture itself. */
export function LivePreview({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const sign = useQuery({
    queryKey: ["liveSign", settings.roomId],
    queryFn: ({ signal }) => fetchLiveSign(settings.roomId, signal),
    refetchInterval: POLL_MS,
  });
  const live = sign.data?.live ?? settings.live;
  return (
    <section className="live-config__card" aria-labelledby="preview-title">
      <div className="live-config__preview-head">
        <h2 id="preview-title" className="live-config__heading">
          {t("player.config.previewTitle")}
        </h2>
        <span role="status">
          {live ? (
            <Tag color="red">{t("player.config.statusLive", { count: sign.data?.viewers ?? 0 })}</Tag>
          ) : (
            <Tag>{t("player.config.statusOffline")}</Tag>
          )}
        </span>
      </div>
      <Player
        roomId={settings.roomId}
        live={live}
        poster={settings.cover}
        hlsSrc={sign.data?.hlsUrl ?? settings.hlsUrl}
      />
      <p className="live-config__note">
        <Link to={`/anchor/room/${settings.roomId}`}>{t("player.config.openRoom")}</Link>
      </p>
      {/* Gifts sent to the room play here too, so the anchor sees them without the room open. */}
      <RoomGiftEffects roomId={settings.roomId} />
    </section>
  );
}
