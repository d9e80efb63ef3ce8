import { useTranslation } from "react-i18next";
import { StageTile } from "./StageTile";
import type { RemoteMedia } from "./stageSession";
import type { Performer } from "./stageState";

/** Loudness above which someone counts as speaking. */
const SPEAKING_LEVEL = 0.04;

interface StageTilesProps {
  performers: readonly Performer[];
  streams: ReadonlyMap<number, MediaStream>;
  media: ReadonlyMap<number, RemoteMedia>;
  me: number | null;
  /** Our own camera, shown in our tile when we are on stage. */
  localStream: MediaStream | null;
  ownLevel: number;
  sound: boolean;
  onSoundBlocked?: () => void;
  /** Full frame, for the OBS page. */
  fill?: boolean;
}

/** Who is speaking loudest now, if anyone speaks at all (muted microphones do not count). */
export function activeSpeaker(performers: readonly Performer[], levels: ReadonlyMap<number, number>): number | null {
  let loudest: number | null = null;
  let best = SPEAKING_LEVEL;
  for (const performer of performers) {
    const level = performer.audioOff ? 0 : (levels.get(performer.userId) ?? 0);
    if (level > best) {
      best = level;
      loudest = performer.userId;
    }
  }
  return loudest;
}

/** The stage's tiles: the anchor first, then the guests, the active speaker highlighted. */
export function StageTiles({
  performers,
  streams,
  media,
  me,
  localStream,
  ownLevel,
  sound,
  onSoundBlocked,
  fill = false,
}: StageTilesProps) {
  const { t } = useTranslation();
  const levels = new Map<number, number>([...media].map(([userId, m]) => [userId, m.level]));
  if (me !== null) levels.set(me, ownLevel);
  const speaker = activeSpeaker(performers, levels);
  return (
    <section
      className={`stage-tiles stage-tiles--${Math.min(performers.length, 11)}${fill ? " stage-tiles--fill" : ""}`}
      aria-label={t("stage.tiles.label")}
    >
      {performers.map((performer) => {
        const self = performer.userId === me;
        return (
          <StageTile
            key={performer.userId}
            performer={performer}
            stream={self ? localStream : (streams.get(performer.userId) ?? null)}
            self={self}
            speaking={speaker === performer.userId}
            sound={sound}
            bytes={media.get(performer.userId)?.bytes}
            onSoundBlocked={onSoundBlocked}
          />
        );
      })}
    </section>
  );
}
