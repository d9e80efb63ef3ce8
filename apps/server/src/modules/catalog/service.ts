import type { Column } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { type ColumnKind, listColumns } from "./repo.js";

/** Match and anchor columns: the tabs of the lists and the header navigation. */
export function createCatalogService({ db }: Deps) {
  return {
    columns(kind: ColumnKind): Promise<Column[]> {
      return listColumns(db, kind);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
