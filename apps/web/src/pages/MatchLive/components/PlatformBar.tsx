import { localName, type MatchSource, PLATFORM_LABELS, type PlatformKey } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import { useSettingsStore } from "../../../stores/settings";

/**
 * Where else the match is broadcast (the platform list): this site, where the viewer is, then the
 * outside platforms a super admin linked the match to, each opening in a new tab.
 */
export function PlatformBar({ sources }: { sources: readonly MatchSource[] }) {
  const { t } = useTranslation();
  const lang = useSettingsStore((state) => state.lang);
  const served = useSettingsStore((state) => state.platforms);
  if (sources.length === 0) return null;
  const label = (key: PlatformKey) =>
    localName(served?.find((platform) => platform.key === key)?.names ?? PLATFORM_LABELS[key], lang);
  return (
    <nav className="platform-bar" aria-label={t("player.watch.platforms")} data-testid="platform-bar">
      <span className="platform-bar__title">{t("player.watch.platforms")}</span>
      <ul className="chip-list">
        <li>
          <span className="platform-bar__item platform-bar__item--here" aria-current="page">
            {label("platform")}
          </span>
        </li>
        {sources.map((source) => (
          <li key={source.platform}>
            <a className="platform-bar__item" href={source.url} target="_blank" rel="noopener noreferrer external">
              {label(source.platform)}
              <span className="visually-hidden"> ({t("player.watch.newTab")})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
