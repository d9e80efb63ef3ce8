import { type GiftEvent, localName } from "@courtside/protocol";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../hooks/useLang";

const DURATION_MS = { float: 2600, fullscreen: 3600 } as const;

/**
 * The animation of a larger gift: a floating card for `float`, a burst over the whole page for
 * `fullscreen`. One at a time; `onDone` moves the queue on.
 */
export function GiftEffects({ current, onDone }: { current: GiftEvent | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  useEffect(() => {
    if (!current || current.effect === "none") return undefined;
    const timer = window.setTimeout(onDone, DURATION_MS[current.effect]);
    return () => window.clearTimeout(timer);
  }, [current, onDone]);
  if (!current || current.effect === "none") return null;
  const text = t("wallet.gifts.from", {
    name: current.sender.nickname,
    gift: localName(current.name, lang),
    count: current.count,
  });
  return (
    <div
      className={`gift-effect gift-effect--${current.effect}`}
      data-testid="gift-effect"
      role="status"
      aria-live="polite"
    >
      <div className="gift-effect__card">
        <img src={current.image} alt="" className="gift-effect__image" />
        <span>{text}</span>
      </div>
    </div>
  );
}
