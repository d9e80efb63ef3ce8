import { GIFT_ROWS } from "../modules/gift/catalogue.js";
import type { Db } from "./client.js";
import { ANCHOR_COLUMN_ROWS, MATCH_COLUMN_ROWS, SPORT_ROWS } from "./reference-data.js";
import { anchorColumns, gifts, matchColumns, sports } from "./schema/index.js";

/**
 * Reference rows every database needs whatever its data: the sports (matches and teams point at
 * them) and the match and anchor columns. Written at every start; existing rows are kept.
 */
export async function insertReferenceData(db: Db): Promise<void> {
  await db.insert(sports).values(SPORT_ROWS).onConflictDoNothing();
  await db.insert(matchColumns).values(MATCH_COLUMN_ROWS).onConflictDoNothing();
  await db.insert(anchorColumns).values(ANCHOR_COLUMN_ROWS).onConflictDoNothing();
  await db.insert(gifts).values(GIFT_ROWS).onConflictDoNothing();
}
