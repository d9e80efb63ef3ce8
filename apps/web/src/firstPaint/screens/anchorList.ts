import { type AnchorCard, abbreviate } from "@courtside/protocol";
import avatarCss from "../../components/Avatar/Avatar.css?inline";
import columnTabsCss from "../../components/ColumnTabs/ColumnTabs.css?inline";
import tabStripCss from "../../components/TabStrip/TabStrip.css?inline";
import { readListParams } from "../../matches/listParams";
import anchorListCss from "../../pages/AnchorList/AnchorList.css?inline";
import { read } from "../api";
import type { Column } from "../header";
import { esc, safeSrc } from "../html";
import type { Screen, ScreenContext } from "../screen";
import { columnTabs, filterTabs } from "../tabs";

/** Cards drawn: the rows a phone or a desktop shows at once, with their covers fetched first. */
const CARDS = 8;
const EAGER = 4;

const FLAME =
  '<svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true"><path fill="#fb923c" d="M5 0c.4 2.2 2.2 3.2 2.9 4.9C8.7 6.8 8.3 9 6.9 10.2 6 11 4.9 12 3.6 11.6 1.6 11 .6 9.2 1 7.3c.2-1 .9-1.8 1.5-2.5.1.9.5 1.6 1.2 2C3.4 4.4 4 2 5 0z"/></svg>';

/** The cover (pages/AnchorList/components/CoverImage): the live still, the cover, or a letter. */
function cover(anchor: AnchorCard, eager: boolean): string {
  const load = eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  if (anchor.liveThumb) {
    return `<picture><source srcset="${safeSrc(anchor.liveThumb.webp)}" type="image/webp"><img class="cover-image" src="${safeSrc(anchor.liveThumb.jpeg)}" alt="" width="640" height="360" ${load}></picture>`;
  }
  if (anchor.cover) return `<img class="cover-image" src="${safeSrc(anchor.cover)}" alt="" ${load}>`;
  const hue = [...anchor.nickname].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % 360;
  return `<span class="cover-image cover-image--empty" style="background:hsl(${hue} 45% 28%)">${esc(anchor.nickname.slice(0, 1).toUpperCase())}</span>`;
}

/** A room's card (pages/AnchorList/components/AnchorCard). */
function card(anchor: AnchorCard, index: number, { t }: ScreenContext): string {
  const badge = anchor.live
    ? `<span class="anchor-badge anchor-badge--live"><span class="anchor-badge__dot"></span>${esc(t("anchor.live"))}</span>`
    : `<span class="anchor-badge">${esc(t("anchor.offline"))}</span>`;
  const avatar = anchor.avatar
    ? `<img src="${safeSrc(anchor.avatar)}" alt="" width="24" height="24" loading="lazy">`
    : esc([...anchor.nickname.trim()][0]?.toUpperCase() ?? "?");
  return `<li class="anchor-card${anchor.live ? " is-live" : ""}"><a class="anchor-card__link"><span class="anchor-card__cover">${cover(anchor, index < EAGER)}${badge}<span class="anchor-card__popularity"><span class="anchor-card__heat">${FLAME}${abbreviate(anchor.popularity)}</span></span></span><span class="anchor-card__title">${esc(anchor.title || anchor.roomName || anchor.nickname)}</span><span class="anchor-card__anchor"><span class="avatar" style="width:24px;height:24px;font-size:10px">${avatar}</span><span class="anchor-card__name">${esc(anchor.nickname)}</span></span></a></li>`;
}

/** The anchor list (pages/AnchorList): its columns, "All / Hot" and the first cards of the page. */
export const anchorList: Screen = {
  section: "anchor",
  sportsLit: false,
  page: "anchorList",
  styles: [tabStripCss, columnTabsCss, avatarCss, anchorListCss],
  async paint(context, draw) {
    const { lang, t, id } = context;
    const params = readListParams(new URLSearchParams(location.hash.split("?")[1] ?? ""));
    const data = Promise.all([
      read<Column[]>(lang, "/web_anchor/anchor_column"),
      read<{ id: number; count: number }[]>(lang, "/web_anchor/anchor_column_num"),
      read<{ list: AnchorCard[] }>(lang, "/web_anchor/anchor_content_list", {
        columnId: id,
        tab: params.tab,
        page: params.page,
        pageSize: params.pageSize,
      }),
    ]);
    const frame = (panel: string) =>
      `<section class="page-frame"><h1 class="page-frame__title">${esc(t("titles.anchorLive"))}</h1><div class="page-frame__panel fp-panel">${panel}</div></section>`;
    draw(frame(""));
    const [columns, counts, page] = await data;
    if (!columns || !page) return;
    const countOf = new Map((counts ?? []).map((entry) => [entry.id, entry.count]));
    const cards = page.list
      .slice(0, CARDS)
      .map((anchor, index) => card(anchor, index, context))
      .join("");
    draw(
      frame(
        `${columnTabs(columns, countOf, id, lang)}${filterTabs(t, params.tab === "hot")}<div class="anchor-list"><ul class="anchor-grid">${cards}</ul></div></div></div>`,
      ),
    );
  },
};
