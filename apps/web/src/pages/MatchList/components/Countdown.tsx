import { useTranslation } from "react-i18next";
import { useNow } from "../../../hooks/useNow";
import { formatCountdown } from "../../../matches/countdown";

/**
 * Time to kick-off, ticking each second. `role="timer"` is not announced on each tick, so a screen
 * reader user hears it when they reach it rather than every second.
 */
export function Countdown({ startTime }: { startTime: number }) {
  const { t } = useTranslation();
  const left = startTime - useNow(1000);
  return (
    <div className="countdown">
      <span className="countdown__label">{t("matches.home.startsIn")}</span>
      <span className="countdown__value" role="timer">
        {left > 0 ? formatCountdown(left) : t("matches.home.startingNow")}
      </span>
    </div>
  );
}
