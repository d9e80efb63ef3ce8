import { LANGUAGE_LIST, type Lang, type LocalizedNames, localName, PRODUCT_NAME } from "@courtside/protocol";
import { esc, ICONS } from "./html";
import type { Texts } from "./texts";

export interface HeaderState {
  lang: Lang;
  t: Texts;
  /** Which section link is lit: the match or the anchor pages. */
  section: "match" | "anchor" | null;
  /** A stored session: the account button instead of "Sign in". */
  signedIn: boolean;
}

/** The site header (components/Header) as the app draws it, without its menus. */
export function header({ lang, t, section, signedIn }: HeaderState, sports = ""): string {
  const current = LANGUAGE_LIST.find((entry) => entry.code === lang);
  const link = (label: string, active: boolean) =>
    `<li><a class="primary-nav__link${active ? " is-active" : ""}">${esc(label)}</a></li>`;
  const account = signedIn
    ? `<span class="fp-btn fp-btn--round">${ICONS.user}</span>`
    : `<span class="fp-btn fp-btn--primary">${esc(t("header.signIn"))}</span>`;
  return `<header class="site-header"><div class="container site-header__bar"><a class="brand">${ICONS.logo}<span class="brand__name">${PRODUCT_NAME}</span></a><nav class="primary-nav"><ul>${link(t("nav.matchLive"), section === "match")}${link(t("nav.anchorLive"), section === "anchor")}</ul></nav><div class="site-header__actions"><div class="header-search"><input type="search" tabindex="-1" placeholder="${esc(t("header.search"))}"><button tabindex="-1">${ICONS.search}</button></div><span class="fp-btn fp-btn--ghost">${ICONS.globe}<span class="lang-switcher__name">${esc(current?.name)}</span></span>${account}</div></div><nav class="sports-nav"><ul class="container sports-nav__list">${sports}</ul></nav></header>`;
}

export type Column = LocalizedNames & { id: number };

/** The match columns under the bar, the current one lit on the match list. */
export function sportsNav(columns: Column[] | undefined, lang: Lang, activeId: number | null): string {
  return (columns ?? [])
    .map(
      (column) =>
        `<li><a class="sports-nav__link${column.id === activeId ? " is-active" : ""}">${esc(localName(column, lang))}</a></li>`,
    )
    .join("");
}
