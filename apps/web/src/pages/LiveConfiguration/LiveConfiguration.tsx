import { ANCHOR_STATE, ERRORS } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Button, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/errors";
import { failureText } from "../../api/failure";
import { fetchRoomSettings } from "../../api/live";
import { AnchorApply } from "../../components/AnchorApply/AnchorApply";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { StageObsSteps } from "../../components/Stage/StageObsSteps";
import { LivePreview } from "./components/LivePreview";
import { ObsSteps } from "./components/ObsSteps";
import { PushPanel } from "./components/PushPanel";
import { RoomSettingsForm } from "./components/RoomSettingsForm";
import { ScheduleCard } from "./components/ScheduleCard";
import "./LiveConfiguration.css";

/** The answers of an account that is not an approved anchor (spec section 8). */
const NOT_AN_ANCHOR: readonly number[] = [
  ERRORS.notAnchorYet,
  ERRORS.anchorUnregistered,
  ERRORS.anchorUnderReview,
  ERRORS.anchorReviewRejected,
  ERRORS.anchorBanned,
  ERRORS.anchorPermanentlyBanned,
];

/**
 * An anchor's live configuration (`#/user/configuration`): room settings, push address and live
 * code, OBS steps and a preview. Anyone else gets the anchor application in its place.
 */
export default function LiveConfiguration() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ["roomSettings"],
    queryFn: ({ signal }) => fetchRoomSettings(signal),
    retry: false,
  });

  if (settings.isPending) {
    return (
      <PageFrame>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageFrame>
    );
  }
  if (settings.isError) {
    const error = settings.error;
    if (error instanceof ApiError && NOT_AN_ANCHOR.includes(error.code)) {
      return (
        <PageFrame>
          <AnchorApply
            onState={(details) => {
              if (details.anchorState === ANCHOR_STATE.approved) void settings.refetch();
            }}
          />
        </PageFrame>
      );
    }
    return (
      <PageFrame>
        <Result
          status="warning"
          title={error instanceof ApiError ? failureText(error) : t("player.config.loadFailed")}
          extra={<Button onClick={() => void settings.refetch()}>{t("common.retry")}</Button>}
        />
      </PageFrame>
    );
  }

  const room = settings.data;
  return (
    <PageFrame>
      <div className="live-config">
        <div className="live-config__column">
          <LivePreview settings={room} />
          <RoomSettingsForm key={room.roomId} settings={room} />
          <ScheduleCard />
        </div>
        <div className="live-config__column">
          <PushPanel settings={room} />
          <ObsSteps settings={room} />
          <StageObsSteps roomId={room.roomId} />
        </div>
      </div>
    </PageFrame>
  );
}
