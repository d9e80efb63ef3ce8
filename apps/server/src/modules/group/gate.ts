import { GROUP_ROLE, GROUP_STATE, IM_MESSAGE_TYPE, type ImMessageBody } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { GroupGate, GroupSend } from "../im/service.js";
import * as convRepo from "./conv-repo.js";
import * as repo from "./repo.js";

/**
 * The group's rules on sending (spec sections 4 and 8), run by the messaging service in the
 * transaction that stores each group message: nothing in a dissolved group or after leaving; a
 * muted member waits for the end of the mute; under mute-all only the owner and admins speak;
 * "@everyone" is theirs alone, and mentions name current members only.
 */
export function createGroupGate(db: Db): GroupGate {
  async function mentionsOf(tx: Db, groupId: number, role: number, body: ImMessageBody): Promise<GroupSend> {
    if (body.type !== IM_MESSAGE_TYPE.text || !body.content?.at) return { body, mentions: [] };
    const { text, at } = body.content;
    if (at.all && role === GROUP_ROLE.member) throw new AppError("mentionAllNotAllowed");
    const members = await repo.activeAmong(tx, groupId, at.userIds);
    const userIds = at.userIds.filter((id) => members.some((member) => member.userId === id));
    const kept = { userIds: [...new Set(userIds)], all: at.all };
    const mentions = [...(kept.all ? [0] : []), ...kept.userIds];
    return { body: { type: body.type, content: { text, at: kept } }, mentions };
  }

  return {
    async checkSend(tx, conversationId, senderId, body) {
      const standing = await repo.sendStanding(tx, conversationId, senderId);
      if (!standing) return { body, mentions: [] };
      if (standing.state === GROUP_STATE.dissolved || standing.role === null || standing.leftAt !== null) {
        throw new AppError("groupGone");
      }
      const until = standing.mutedUntil;
      if (until && until.getTime() > Date.now()) {
        throw new AppError("mutedInGroup", { data: { until: until.getTime() } });
      }
      if (standing.muteAll && standing.role === GROUP_ROLE.member) throw new AppError("groupMutedAll");
      return mentionsOf(tx, conversationId, standing.role, body);
    },
    recordMentions: convRepo.recordMentions,
    async refusalFor(conversationId, userId) {
      if (await repo.findMember(db, conversationId, userId)) return "groupGone";
      return (await repo.findGroup(db, conversationId)) ? "groupNotFound" : "conversationNotFound";
    },
  };
}
