import type { Match } from "@courtside/protocol";
import { useLang } from "../../hooks/useLang";
import { languageTag } from "../../i18n";
import { BADGE_FALLBACK, badgeTextColor, initials } from "../../matches/teams";
import "./Match.css";

interface TeamBadgeProps {
  team: Match["home"];
  size?: "small" | "large";
}

/**
 * A team's round badge: its logo, or its initials on the team colour. Decorative, because the team's
 * name is always written next to it.
 */
export function TeamBadge({ team, size = "small" }: TeamBadgeProps) {
  const lang = useLang();
  const className = `team-badge team-badge--${size}`;
  if (team.logo) return <img className={className} src={team.logo} alt="" loading="lazy" />;
  const background = team.color || BADGE_FALLBACK;
  return (
    <span className={className} style={{ background, color: badgeTextColor(background) }} aria-hidden="true">
      {initials(team.name, languageTag(lang))}
    </span>
  );
}
