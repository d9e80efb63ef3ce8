import { type MatchSource, type MatchSources, OUTSIDE_PLATFORMS, type OutsidePlatform } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { AuditDraft } from "../admin/repo.js";
import { findFull } from "./repo.js";
import * as repo from "./sources-repo.js";

const isOutside = (platform: string): platform is OutsidePlatform =>
  (OUTSIDE_PLATFORMS as readonly string[]).includes(platform);

/**
 * Where else a match is broadcast: a super admin links it to outside platforms (365, Tencent,
 * Ali); the match page offers them beside this site's rooms.
 */
export function createMatchSources(
  { db }: Pick<Deps, "db">,
  { recordAudit }: { recordAudit: (tx: Db, draft: AuditDraft) => Promise<void> },
) {
  async function list(matchId: number, via: Db = db): Promise<MatchSource[]> {
    return (await repo.sourcesOf(via, matchId)).flatMap(({ platform, url }) =>
      isOutside(platform) ? [{ platform, url }] : [],
    );
  }

  async function existing(matchId: number) {
    if (!(await findFull(db, matchId))) throw new AppError("matchNotFound", { status: 404 });
  }

  return {
    list,

    /** Replaces the match's links, audited with what they were. */
    async save(actorId: number, matchId: number, sources: readonly MatchSource[]): Promise<MatchSources> {
      await existing(matchId);
      const saved = await db.transaction(async (tx) => {
        const before = await list(matchId, tx);
        await repo.replaceSources(tx, matchId, sources);
        await recordAudit(tx, {
          actorId,
          action: "match.sources",
          targetType: "match",
          targetId: matchId,
          details: { before, after: sources },
        });
        return list(matchId, tx);
      });
      return { matchId, sources: saved };
    },
  };
}
export type MatchSourcesService = ReturnType<typeof createMatchSources>;
