import type { MatchSource } from "@courtside/protocol";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { matchSources } from "../../db/schema/index.js";

export async function sourcesOf(db: Db, matchId: number) {
  return db
    .select({ platform: matchSources.platform, url: matchSources.url })
    .from(matchSources)
    .where(eq(matchSources.matchId, matchId))
    .orderBy(asc(matchSources.createdAt), asc(matchSources.platform));
}

/** The match's whole list replaced, in the order given. */
export async function replaceSources(tx: Db, matchId: number, sources: readonly MatchSource[]) {
  await tx.delete(matchSources).where(eq(matchSources.matchId, matchId));
  if (sources.length === 0) return;
  const now = Date.now();
  await tx
    .insert(matchSources)
    .values(sources.map((source, i) => ({ matchId, ...source, createdAt: new Date(now + i) })));
}
