/**
 * The texts the first paint shows, by their i18next keys (an area's keys start with its name). The
 * build picks exactly these out of every language's locale files (build/firstPaint.ts), so the page
 * carries a few hundred bytes of texts per language instead of the locale files.
 */
export const FIRST_PAINT_KEYS = [
  "titles.login",
  "titles.matchLive",
  "titles.anchorLive",
  "nav.matchLive",
  "nav.anchorLive",
  "nav.all",
  "nav.hot",
  "header.search",
  "header.signIn",
  "login.accountTab",
  "login.phoneTab",
  "login.register",
  "login.forgot",
  "login.submit",
  "account.username",
  "account.password",
  "matches.live",
  "matches.home.topLive",
  "matches.home.nextBig",
  "matches.home.startsIn",
  "matches.home.startingNow",
  "matches.home.open",
  "matches.home.hotAnchors",
  "matches.list.streams",
  "matches.book.book",
  "matches.status.notStarted",
  "matches.status.live",
  "matches.status.halfTime",
  "matches.status.break",
  "matches.status.ended",
  "matches.status.postponed",
  "matches.status.interrupted",
  "matches.status.abandoned",
  "matches.status.toBeDetermined",
  "anchor.live",
  "anchor.offline",
  "player.offline",
  "player.offlineHint",
  "player.connecting",
] as const;

export type FirstPaintKey = (typeof FIRST_PAINT_KEYS)[number];
