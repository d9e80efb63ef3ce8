import { useTranslation } from "react-i18next";
import { bufferedSpans, clock, type PlayerDot, type Span, visibleDots } from "./timeline";

interface ProgressBarProps {
  currentTime: number;
  duration: number;
  buffered: Span[];
  dots: readonly PlayerDot[];
  onSeek: (time: number) => void;
}

const percent = (time: number, duration: number) => `${Math.min(100, Math.max(0, (time / duration) * 100))}%`;

/** A replay's progress: played part, buffered stretches, event dots, and a slider to seek. */
export function ProgressBar({ currentTime, duration, buffered, dots, onSeek }: ProgressBarProps) {
  const { t } = useTranslation();
  const known = Number.isFinite(duration) && duration > 0;
  return (
    <div className="player__progress">
      <div className="player__track" aria-hidden="true">
        {known &&
          bufferedSpans(buffered).map((span) => (
            <span
              key={span.start}
              className="player__buffered"
              style={{ left: percent(span.start, duration), width: percent(span.end - span.start, duration) }}
            />
          ))}
        {known && <span className="player__played" style={{ width: percent(currentTime, duration) }} />}
      </div>
      <input
        className="player__seek"
        type="range"
        min={0}
        max={known ? duration : 0}
        step={0.1}
        value={known ? Math.min(currentTime, duration) : 0}
        disabled={!known}
        aria-label={t("player.seek")}
        aria-valuetext={t("player.elapsed", { current: clock(currentTime), total: clock(known ? duration : 0) })}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
      {known &&
        visibleDots(dots, duration).map((dot) => (
          <button
            key={`${dot.time}-${dot.label}`}
            type="button"
            className="player__dot"
            style={{ left: percent(dot.time, duration) }}
            title={dot.label}
            aria-label={t("player.dot", { label: dot.label, time: clock(dot.time) })}
            onClick={() => onSeek(dot.time)}
          />
        ))}
    </div>
  );
}
