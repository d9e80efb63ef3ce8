import type { StageState } from "@courtside/protocol";
import { Alert, App, Badge, Button } from "antd";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { endStage, leaveStage, muteOnStage, openStage } from "../../api/stage";
import { GuestBar } from "./GuestBar";
import { SoundIcon } from "./icons";
import { StageTiles } from "./StageTiles";
import { performersOf } from "./stageState";
import { useLocalMedia } from "./useLocalMedia";
import { useStage } from "./useStage";
import { useStageSession } from "./useStageSession";
import "./Stage.css";

/*
 * The anchor's list (a drawer with tabs, a date picker for reservations) and a performer's own
 * controls (a device picker) load only for those who see them: most visitors of a room meet a
 * closed stage, and these were most of the stage's code.
 */
const MicList = lazy(() => import("./MicList").then((module) => ({ default: module.MicList })));
const PublisherControls = lazy(() =>
  import("./PublisherControls").then((module) => ({ default: module.PublisherControls })),
);

/**
 * Mic connection in a live room: the stage's tiles for everyone while it is open, the anchor's
 * controls and list, and a viewer's way onto the stage and their own controls once on it.
 */
export function StagePanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const stage = useStage(roomId);
  const { state, me, mySeat, isAnchor, manage } = stage;
  const [listOpen, setListOpen] = useState(false);
  const [sound, setSound] = useState(true);
  const [soundBlocked, setSoundBlocked] = useState(false);

  const open = state?.open ?? false;
  const seated = mySeat?.state === "accepted" || mySeat?.state === "onStage";
  const onStage = open && (isAnchor || seated);
  const local = useLocalMedia(onStage);
  const own = isAnchor ? state?.anchor : mySeat;
  const audioMuted = (own?.audio ?? null) !== null;
  const videoMuted = (own?.video ?? null) !== null;
  useEffect(() => {
    // The server stops forwarding a muted track anyway; this also stops sending it.
    if (local.audio) local.audio.enabled = !audioMuted;
    if (local.video) local.video.enabled = !videoMuted;
  }, [local.audio, local.video, audioMuted, videoMuted]);

  const tracks = useMemo(() => ({ audio: local.audio, video: local.video }), [local.audio, local.video]);
  const publishing = onStage && local.stream !== null;
  const session = useStageSession({
    channel: stage.channel,
    as: open ? (publishing ? "publisher" : "viewer") : null,
    iceServers: stage.iceServers,
    local: tracks,
  });
  const onSoundBlocked = useCallback(() => setSoundBlocked(true), []);

  if (!state) return null;
  if (!open && !isAnchor) {
    // A guest whose stage just ended still hears why.
    return mySeat?.state === "ended" ? (
      <section className="stage-panel" aria-labelledby="stage-title">
        <h2 id="stage-title" className="stage-panel__title">
          {t("stage.title")}
        </h2>
        <Alert type="info" showIcon title={t("stage.outcome.ended")} />
      </section>
    ) : null;
  }

  const accept = (next: StageState) => stage.accept(next);
  const act = (call: Promise<StageState>) => {
    call.then(accept).catch(() => undefined);
  };
  const mute = (kind: "audio" | "video", muted: boolean) => {
    if (me !== null) act(muteOnStage(roomId, me, kind, muted));
  };
  // Ending the stage (the anchor) or leaving it (a guest) asks first.
  const confirmExit = (title: string, okText: string, call: (roomId: number) => Promise<StageState>) => () =>
    void modal.confirm({
      title,
      okText,
      cancelText: t("stage.cancel"),
      okButtonProps: { danger: true },
      onOk: () =>
        call(roomId)
          .then(accept)
          .catch(() => undefined),
    });
  const waiting = state.seats.filter((seat) => seat.state === "applied").length;
  const performers = performersOf(state);

  return (
    <section className="stage-panel" aria-labelledby="stage-title" data-open={open}>
      <header className="stage-panel__header">
        <h2 id="stage-title" className="stage-panel__title">
          {t("stage.title")}
        </h2>
        <div className="stage-panel__actions">
          {isAnchor && !open && (
            <Button type="primary" onClick={() => act(openStage(roomId))}>
              {t("stage.open")}
            </Button>
          )}
          {manage && open && (
            <Badge count={waiting} title={t("stage.waitingBadge", { count: waiting })}>
              <Button onClick={() => setListOpen(true)}>{t("stage.listButton")}</Button>
            </Badge>
          )}
          {open && (
            <Button
              icon={<SoundIcon off={!sound} />}
              aria-pressed={!sound}
              onClick={() => {
                setSound((on) => !on);
                setSoundBlocked(false);
              }}
            >
              {sound ? t("stage.controls.soundOff") : t("stage.controls.soundOn")}
            </Button>
          )}
        </div>
      </header>

      {isAnchor && !open && <p className="stage-panel__hint">{t("stage.closedAnchor")}</p>}
      {session.refusal && <Alert type="warning" showIcon title={session.refusal.msg} />}
      {session.reason === "replaced" && <Alert type="info" showIcon title={t("stage.replaced")} />}
      {soundBlocked && sound && (
        <Alert
          type="info"
          showIcon
          title={t("stage.tiles.soundBlocked")}
          action={
            <Button size="small" onClick={() => setSoundBlocked(false)}>
              {t("stage.tiles.playSound")}
            </Button>
          }
        />
      )}

      {open && (
        <StageTiles
          performers={performers}
          streams={session.streams}
          media={session.media}
          me={onStage ? me : null}
          localStream={local.stream}
          ownLevel={session.ownLevel}
          sound={sound && !soundBlocked}
          onSoundBlocked={onSoundBlocked}
        />
      )}
      {open && session.state === "joining" && <p className="stage-panel__hint">{t("stage.tiles.joining")}</p>}

      {onStage && (
        <Suspense fallback={null}>
          <PublisherControls
            local={local}
            audio={own?.audio ?? null}
            video={own?.video ?? null}
            onMute={mute}
            exit={
              isAnchor
                ? { label: t("stage.end"), onClick: confirmExit(t("stage.endConfirm"), t("stage.endOk"), endStage) }
                : {
                    label: t("stage.leave"),
                    onClick: confirmExit(t("stage.leaveConfirm"), t("stage.leaveOk"), leaveStage),
                  }
            }
          />
        </Suspense>
      )}
      {seated && !local.stream && !local.problem && <p className="stage-panel__hint">{t("stage.connecting")}</p>}
      {open && !isAnchor && <GuestBar state={state} seat={mySeat} signedIn={me !== null} onState={accept} />}
      {manage && (
        <Suspense fallback={null}>
          <MicList
            open={listOpen}
            onClose={() => setListOpen(false)}
            state={state}
            isAnchor={isAnchor}
            onState={accept}
          />
        </Suspense>
      )}
    </section>
  );
}
