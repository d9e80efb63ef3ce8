import { GROUP_LIMITS } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { actorIn, type GroupContext } from "./context.js";
import * as convRepo from "./conv-repo.js";

/**
 * Group read receipts, computed from the members' read seqs (one row per member, nothing per
 * message): "read by N" of any message in a group of any size, and who read it in groups of up
 * to 100 members.
 */
export function createReceipts(ctx: GroupContext) {
  const { db } = ctx;
  return {
    async readCount(userId: number, groupId: number, seqs: readonly number[]) {
      await actorIn(ctx, groupId, userId, { dissolvedOk: true });
      return { list: await convRepo.readCounts(db, groupId, [...new Set(seqs)]) };
    },

    async readers(userId: number, groupId: number, seq: number) {
      const actor = await actorIn(ctx, groupId, userId, { dissolvedOk: true });
      if (actor.group.memberCount > GROUP_LIMITS.smallGroupMax) {
        throw new AppError("groupReadersTooMany", { params: { max: GROUP_LIMITS.smallGroupMax } });
      }
      const rows = await convRepo.readers(db, groupId, seq);
      if (!rows) throw new AppError("messageNotFound", { status: 404 });
      const person = ({ id, nickname, avatar }: (typeof rows)[number]) => ({ id, nickname, avatar });
      return { read: rows.filter((row) => row.read).map(person), unread: rows.filter((row) => !row.read).map(person) };
    },
  };
}
