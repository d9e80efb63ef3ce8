import type { Column } from "@courtside/protocol";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAnchorColumns, fetchMatchColumns } from "../api/catalog";

export type ColumnKind = "match" | "anchor";

/** Columns change when an operator edits them, which is rare; a few minutes' staleness is fine. */
const COLUMNS_STALE_MS = 5 * 60_000;

const FETCHERS = { match: fetchMatchColumns, anchor: fetchAnchorColumns } as const;

const bySort = (columns: Column[]) => [...columns].sort((a, b) => a.sort - b.sort);

export const columnsQuery = (kind: ColumnKind) =>
  queryOptions({
    queryKey: ["columns", kind],
    queryFn: ({ signal }) => FETCHERS[kind](signal),
    staleTime: COLUMNS_STALE_MS,
  });

/** Match or anchor columns from the server, in display order. Shared by the header and list pages. */
export function useColumns(kind: ColumnKind) {
  return useQuery({ ...columnsQuery(kind), select: bySort });
}
