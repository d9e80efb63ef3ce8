import type { Column } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import { type ColumnKind, listColumns } from "./repo.js";

/** Match and anchor columns: the tabs of the lists and the header navigation. */
export function createCatalogService({ db }: Deps) {
  // Reference data, changed only by a release: read at most once a minute.
  const cache = ttlCache<Column[]>(60_000);
  return {
    columns(kind: ColumnKind): Promise<Column[]> {
      return cache.get(kind, () => listColumns(db, kind));
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
