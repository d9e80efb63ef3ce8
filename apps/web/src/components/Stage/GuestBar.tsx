import type { StageSeat, StageState } from "@courtside/protocol";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { answerInvitation, applyForStage, leaveStage } from "../../api/stage";
import { loginPath } from "../../paths";
import { secondsLeft } from "./stageState";
import { useNow } from "./useNow";

interface GuestBarProps {
  state: StageState;
  seat: StageSeat | undefined;
  signedIn: boolean;
  onState: (state: StageState) => void;
}

const OUTCOMES = new Set(["rejected", "expired", "kicked", "interrupted", "ended"]);

/** A viewer's way onto the stage: apply, wait for an answer, answer an invitation, or hear why it ended. */
export function GuestBar({ state, seat, signedIn, onState }: GuestBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const now = useNow(seat?.expiresAt ? 1000 : null);
  const roomId = state.roomId;
  const act = (call: Promise<StageState>) => {
    // Refusals are shown by the request client; the answer is the stage as it is now.
    call.then(onState).catch(() => undefined);
  };

  if (!signedIn) {
    return (
      <div className="stage-guest">
        <Link to={loginPath(location.pathname)}>{t("stage.signInToApply")}</Link>
      </div>
    );
  }
  if (seat?.state === "applied") {
    return (
      <div className="stage-guest" aria-live="polite">
        <span>{t("stage.applied", { seconds: secondsLeft(seat.expiresAt, now) })}</span>
        <Button onClick={() => act(leaveStage(roomId))}>{t("stage.withdraw")}</Button>
      </div>
    );
  }
  if (seat?.state === "invited") {
    return (
      <div className="stage-guest stage-guest--invited" role="alert">
        <span>
          {t("stage.invited", { name: state.anchor.user.nickname, seconds: secondsLeft(seat.expiresAt, now) })}
        </span>
        <Button type="primary" onClick={() => act(answerInvitation(roomId, true))}>
          {t("stage.accept")}
        </Button>
        <Button onClick={() => act(answerInvitation(roomId, false))}>{t("stage.decline")}</Button>
      </div>
    );
  }
  if (seat?.state === "accepted" || seat?.state === "onStage") return null;
  const outcome = seat && OUTCOMES.has(seat.state) ? seat.state : null;
  return (
    <div className="stage-guest">
      {outcome && (
        <Alert
          type={outcome === "interrupted" ? "warning" : "info"}
          showIcon
          title={t(`stage.outcome.${outcome as "rejected"}`)}
        />
      )}
      <Button type="primary" onClick={() => act(applyForStage(roomId))}>
        {t("stage.apply")}
      </Button>
    </div>
  );
}
