import { abbreviate, type Match } from "@courtside/protocol";
import avatarCss from "../../components/Avatar/Avatar.css?inline";
import matchCss from "../../components/Match/Match.css?inline";
import { languageTag } from "../../i18n/languageTag";
import { formatCountdown } from "../../matches/countdown";
import { formatDateTime } from "../../matches/format";
import { isBookable, isLive, statusKey } from "../../matches/status";
import { BADGE_FALLBACK, badgeTextColor, initials } from "../../matches/teams";
import matchListCss from "../../pages/MatchList/MatchList.css?inline";
import { read } from "../api";
import { esc, ICONS, safeSrc } from "../html";
import type { FirstPaintKey } from "../keys";
import type { Screen, ScreenContext } from "../screen";

interface HomeTop {
  live: Match | null;
  next: Match | null;
}

interface HotAnchor {
  id: number;
  nickname: string;
  avatar: string | null;
}

/** The anchors streaming now (pages/MatchList/components/HotAnchors); nothing when there are none. */
function hotAnchors(anchors: HotAnchor[] | undefined, { t }: ScreenContext): string {
  if (!anchors?.length) return "";
  const items = anchors
    .map((anchor) => {
      const face = anchor.avatar
        ? `<img src="${safeSrc(anchor.avatar)}" alt="" width="56" height="56">`
        : esc([...anchor.nickname.trim()][0]?.toUpperCase() ?? "?");
      return `<li><a class="hot-anchors__item"><span class="avatar" style="width:56px;height:56px;font-size:24px">${face}</span><span class="hot-anchors__name">${esc(anchor.nickname)}</span></a></li>`;
    })
    .join("");
  return `<section class="hot-anchors"><h2 class="home-block__title">${esc(t("matches.home.hotAnchors"))}</h2><ul class="hot-anchors__list">${items}</ul></section>`;
}

/** A team's round badge (components/Match/TeamBadge), large. */
function badge(team: Match["home"], tag: string): string {
  if (team.logo) return `<img class="team-badge team-badge--large" src="${safeSrc(team.logo)}" alt="">`;
  const background = team.color || BADGE_FALLBACK;
  return `<span class="team-badge team-badge--large" style="background:${esc(background)};color:${badgeTextColor(background)}">${esc(initials(team.name, tag))}</span>`;
}

/** The home page's featured match (pages/MatchList/components/TopMatchCard). */
function topMatch(match: Match, live: boolean, { t, lang }: ScreenContext): string {
  const tag = languageTag(lang);
  const team = (side: "home" | "away") =>
    `<div class="top-match__team">${badge(match[side], tag)}<span class="top-match__name">${esc(match[side].name)}</span></div>`;
  const key = statusKey(match.status);
  const centre = isLive(match.status)
    ? `<span class="top-match__score">${esc(match.score ?? "0-0")}</span><span class="match-status match-status--${key}">${esc(t(`matches.status.${key}` as FirstPaintKey))}${key === "live" && match.clock ? `<span class="match-status__clock"> ${esc(match.clock)}</span>` : ""}</span>`
    : `<div class="countdown"><span class="countdown__label">${esc(t("matches.home.startsIn"))}</span><span class="countdown__value">${esc(match.startTime > Date.now() ? formatCountdown(match.startTime - Date.now()) : t("matches.home.startingNow"))}</span></div>`;
  const streams =
    match.liveCount > 0
      ? `<span class="top-match__streams">${esc(t("matches.list.streams", { count: abbreviate(match.liveCount) }))}</span>`
      : "";
  const book = isBookable(match.status)
    ? `<span class="fp-btn fp-btn--primary fp-btn--large book-button">${ICONS.bell}${esc(t("matches.book.book"))}</span>`
    : "";
  return `<section class="top-live"><h2 class="home-block__title">${esc(t(live ? "matches.home.topLive" : "matches.home.nextBig"))}</h2><div class="top-match"><div class="top-match__meta">${live ? `<span class="live-badge"><span class="live-badge__dot"></span>${esc(t("matches.live"))}</span>` : ""}<span class="top-match__league">${esc(match.league.name)}</span><span class="top-match__time">${esc(formatDateTime(match.startTime, tag))}</span></div><div class="top-match__board">${team("home")}<div class="top-match__centre">${centre}</div>${team("away")}</div><div class="top-match__actions">${streams}${book}<a class="top-match__cta">${esc(t("matches.home.open"))}</a></div></div></section>`;
}

/**
 * The match list (pages/MatchList): on the home column the featured match above the list's panel,
 * which the app fills; on the other columns the title and the panel.
 */
export const matchList: Screen = {
  section: "match",
  sportsLit: true,
  page: "matchList",
  styles: [avatarCss, matchCss, matchListCss],
  async paint(context, draw) {
    const home = context.id === 0;
    const top = home ? read<HomeTop>(context.lang, "/web_home/home_details_top") : undefined;
    const hot = home ? read<{ anchors: HotAnchor[] }>(context.lang, "/web_home/home_details_middle") : undefined;
    const frame = (blocks: string) =>
      `<section class="page-frame"><h1 class="page-frame__title">${esc(context.t("titles.matchLive"))}</h1>${blocks}<div class="page-frame__panel fp-panel"></div></section>`;
    // Each block in its kept place until its answer comes: the featured match, the page's largest
    // part, does not wait for the hot anchors.
    let lead = '<div class="top-live"></div>';
    let anchors = '<div class="hot-anchors"></div>';
    const redraw = () => draw(frame(home ? `<div class="home-blocks">${lead}${anchors}</div>` : ""));
    redraw();
    if (!top || !hot) return;
    // The first date formatter loads the language's calendar data, the longest part of drawing the
    // featured match: built while the answers are on their way, it stays out of that drawing; after
    // this task's other calls and its header (a microtask later), so it holds back neither.
    await Promise.resolve();
    formatDateTime(Date.now(), languageTag(context.lang));
    await Promise.all([
      top.then((blocks) => {
        const match = blocks?.live ?? blocks?.next;
        lead = match ? topMatch(match, Boolean(blocks?.live), context) : "";
        redraw();
      }),
      hot.then((answer) => {
        anchors = hotAnchors(answer?.anchors, context);
        redraw();
      }),
    ]);
  },
};
