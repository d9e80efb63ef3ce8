import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TabStrip } from "../TabStrip/TabStrip";

const FILTERS = ["all", "hot"] as const;
type Filter = (typeof FILTERS)[number];

const isFilter = (value: string | null): value is Filter => FILTERS.some((filter) => filter === value);

/** "All / Hot" over a list; kept in `?list=` so the choice survives reloads and shared links. */
export function ListFilterTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("list");
  const active: Filter = isFilter(requested) ? requested : "all";

  return (
    <TabStrip
      variant="pill"
      activeKey={active}
      onChange={(key) => setParams(key === "all" ? {} : { list: key }, { replace: true })}
      items={FILTERS.map((filter) => ({ key: filter, label: t(`nav.${filter}`) }))}
    >
      {children}
    </TabStrip>
  );
}
