import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { StageTiles } from "../../components/Stage/StageTiles";
import { performersOf } from "../../components/Stage/stageState";
import { useStage } from "../../components/Stage/useStage";
import { useStageSession } from "../../components/Stage/useStageSession";
import "../../components/Stage/Stage.css";
import "./StagePage.css";

const NO_LOCAL = { audio: null, video: null };

/**
 * `#/stage/<room>`: the stage's tiles filling the frame and nothing else, for OBS's browser source,
 * so everyone watching the broadcast (FLV, HLS, replays) sees and hears the guests too.
 */
export default function StagePage() {
  const { t } = useTranslation();
  const roomId = Number(useParams().room);
  const stage = useStage(roomId);
  const open = stage.state?.open ?? false;
  const session = useStageSession({
    channel: stage.channel,
    as: open ? "viewer" : null,
    iceServers: stage.iceServers,
    local: NO_LOCAL,
  });
  const performers = stage.state ? performersOf(stage.state) : [];
  return (
    <main className="stage-page" data-testid="stage-page">
      <h1 className="stage-sr">{t("stage.title")}</h1>
      {open ? (
        <StageTiles
          performers={performers}
          streams={session.streams}
          media={session.media}
          me={null}
          localStream={null}
          ownLevel={0}
          sound
          fill
        />
      ) : (
        <p className="stage-page__waiting">{t("stage.page.waiting")}</p>
      )}
    </main>
  );
}
