import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { anchorColumns, matchColumns } from "../../db/schema/index.js";

const TABLES = { match: matchColumns, anchor: anchorColumns } as const;
export type ColumnKind = keyof typeof TABLES;

export function listColumns(db: Db, kind: ColumnKind) {
  const table = TABLES[kind];
  return db.select().from(table).orderBy(asc(table.sort), asc(table.id));
}
