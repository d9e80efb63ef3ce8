import { abbreviate, localName } from "@courtside/protocol";
import { Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { type ColumnKind, useColumns } from "../../hooks/useColumns";
import { useLang } from "../../hooks/useLang";
import { anchorColumnPath, matchColumnPath } from "../../paths";
import { ListFailed } from "../ListStates/ListStates";
import { TabStrip } from "../TabStrip/TabStrip";
import "./ColumnTabs.css";

interface ColumnTabsProps {
  kind: ColumnKind;
  /** The list of the selected column, shown in its tab panel. */
  children: ReactNode;
  /** Items per column id, shown abbreviated beside its name (K / M / B, spec section 9). */
  counts?: ReadonlyMap<number, number>;
}

const PATH_FOR = { match: matchColumnPath, anchor: anchorColumnPath } as const;

/**
 * The server's columns as tabs for `/<kind>/:column`. The URL is the source of truth, so a column
 * can be linked to and the back button walks through the tabs the user opened.
 */
export function ColumnTabs({ kind, children, counts }: ColumnTabsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { column } = useParams();
  const query = useColumns(kind);
  const pathFor = PATH_FOR[kind];
  const activeId = Number(column);

  if (!Number.isInteger(activeId)) return <Navigate to={pathFor(0)} replace />;
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (query.isError) {
    return <ListFailed title={t("common.columnsFailed")} onRetry={() => void query.refetch()} />;
  }

  const columns = query.data;
  const first = columns[0];
  if (!first) return children;
  // An unknown or removed column id falls back to the first column instead of an empty page.
  if (!columns.some((entry) => entry.id === activeId)) return <Navigate to={pathFor(first.id)} replace />;

  return (
    <TabStrip
      className="column-tabs"
      activeKey={String(activeId)}
      onChange={(key) => navigate(pathFor(Number(key)))}
      items={columns.map((entry) => ({
        key: String(entry.id),
        label: <ColumnLabel name={localName(entry, lang)} count={counts?.get(entry.id)} />,
      }))}
    >
      {children}
    </TabStrip>
  );
}

function ColumnLabel({ name, count }: { name: string; count: number | undefined }) {
  return (
    <span className="column-tabs__label">
      {name}
      {/* The space keeps "Football 45" two words for screen readers; flex layout hides it. */}
      {count !== undefined && " "}
      {count !== undefined && <span className="column-tabs__count">{abbreviate(count)}</span>}
    </span>
  );
}
