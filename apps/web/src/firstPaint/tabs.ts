import { abbreviate, type Lang, localName } from "@courtside/protocol";
import type { Column } from "./header";
import { esc } from "./html";
import type { Texts } from "./texts";

/** A TabStrip (components/TabStrip) as drawn, its items' labels already markup. */
export const tabStrip = (variant: "line" | "pill", labels: string[], active: number, className = "") =>
  `<div class="tab-strip tab-strip--${variant} ${className}"><div class="tab-strip__list">${labels
    .map((label, index) => `<button class="tab-strip__tab${index === active ? " is-active" : ""}">${label}</button>`)
    .join("")}</div>`;

/** The columns as tabs with their counts (components/ColumnTabs); close the strip's div after the panel. */
export function columnTabs(columns: Column[], counts: Map<number, number>, activeId: number, lang: Lang): string {
  const labels = columns.map((column) => {
    const count = counts.get(column.id);
    return `<span class="column-tabs__label">${esc(localName(column, lang))}${count === undefined ? "" : `<span class="column-tabs__count">${abbreviate(count)}</span>`}</span>`;
  });
  const active = Math.max(
    0,
    columns.findIndex((column) => column.id === activeId),
  );
  return tabStrip("line", labels, active, "column-tabs");
}

/** "All / Hot" over a list (components/ListFilterTabs); close the strip's div after the list. */
export const filterTabs = (t: Texts, hot: boolean) =>
  tabStrip("pill", [esc(t("nav.all")), esc(t("nav.hot"))], hot ? 1 : 0);
