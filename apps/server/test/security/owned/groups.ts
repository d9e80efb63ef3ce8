import { randomUUID } from "node:crypto";
import { GROUP_RIGHTS } from "@courtside/protocol";
import { z } from "zod";
import { must, PRIVATE_TEXT } from "../request.js";
import type { Domain } from "./domain.js";

const created = z.object({ group: z.object({ group: z.object({ id: z.number() }) }) });
const link = z.object({ code: z.string() });
const joined = z.object({ status: z.literal("pending"), application: z.object({ id: z.number() }) });
const sent = z.object({ message: z.object({ seq: z.number() }) });

/**
 * A group the victim owns and the attacker is not in: the friend a member and an admin (with the
 * modify-info right), join verification on, an invite link, the bystander's application waiting,
 * an announcement and messages.
 */
export const groups: Domain<{ groupId: number; application: number; seq: number }> = {
  name: "groups",
  async setUp(t, { victim, friend, bystander }) {
    const group = created.parse(
      await must(t, victim, { path: "chat/group/create", body: { name: "Victim's club", memberIds: [friend.id] } }),
    );
    const groupId = group.group.group.id;
    await must(t, victim, {
      path: "chat/group/set/info",
      body: { groupId, joinVerification: true, announcement: "Training at six" },
    });
    await must(t, victim, {
      path: "chat/groupAdminConfig/add",
      body: { groupId, userId: friend.id, rights: ["info"] },
    });
    const { code } = link.parse(
      await must(t, victim, { path: "chat/group/generation/url", body: { groupId, validDays: 30 } }),
    );
    const application = joined.parse(
      await must(t, bystander, { path: "chat/group/join", body: { code, reason: "Big fan" } }),
    ).application.id;
    const say = async (who: typeof victim, text: string) =>
      sent.parse(
        await must(t, who, {
          path: "chat/message/send",
          body: { conversationId: groupId, clientMsgId: randomUUID(), type: 101, content: { text } },
        }),
      ).message.seq;
    await say(victim, `Team talk: ${PRIVATE_TEXT}`);
    const seq = await say(friend, `Seen: ${PRIVATE_TEXT}`);
    return { groupId, application, seq };
  },

  views: ({ friend }, { groupId }) => [
    { method: "GET", path: `chat/group/config/group/${groupId}` },
    { path: "chat/group/member/list", body: { groupId, page: 1, pageSize: 50 } },
    { path: "chat/group/application/list", body: { groupId, page: 1, pageSize: 50 } },
    { method: "GET", path: `chat/groupAdminConfig/getOne/${groupId}/${friend.id}` },
    { path: "chat/message/after", body: { conversationId: groupId, afterSeq: 0, limit: 100 } },
  ],

  refused: ({ victim, attacker, friend }, { groupId, application, seq }) => {
    // To someone outside it, a group does not exist.
    const refusal = "groupNotFound" as const;
    const rights = [...GROUP_RIGHTS];
    return [
      // Its settings, members and admins, read.
      { method: "GET", path: `chat/group/config/group/${groupId}`, refusal },
      { path: "chat/group/member/list", body: { groupId, page: 1, pageSize: 20 }, refusal },
      { method: "GET", path: `chat/groupAdminConfig/getOne/${groupId}/${friend.id}`, refusal },
      { method: "GET", path: `chat/groupAdminConfig/getMyConfig/${groupId}`, refusal },
      { method: "GET", path: `chat/group/join/info/${groupId}`, refusal },
      // Its messages and receipts.
      { path: "chat/message/after", body: { conversationId: groupId, afterSeq: 0 }, refusal },
      {
        path: "chat/message/send",
        body: { conversationId: groupId, clientMsgId: randomUUID(), type: 101, content: { text: "taken over" } },
        refusal,
      },
      { path: "chat/group/msg/max", body: { groupId }, refusal },
      { path: "chat/group/msg/readCount", body: { groupId, seqs: [seq] }, refusal },
      { path: "chat/group/msg/readers", body: { groupId, seq }, refusal },
      { path: "chat/conversation/mute", body: { conversationId: groupId, muted: true }, refusal },
      // Its settings changed: info, mute-all, member limit, a nickname in it.
      { path: "chat/group/set/info", body: { groupId, name: "Taken over", announcement: "" }, refusal },
      { path: "chat/group/set/info", body: { groupId, muteAll: true, joinVerification: false }, refusal },
      { path: "chat/group/set/info", body: { groupId, memberLimit: 3 }, refusal },
      { path: "chat/group/set/info", body: { groupId, nickname: "intruder" }, refusal },
      // Its members: removed, muted, invited (the attacker themself), their messages deleted.
      { path: "chat/group/kickGroup", body: { groupId, userIds: [friend.id] }, refusal },
      { path: "chat/group/mute", body: { groupId, userId: friend.id, hours: 1 }, refusal },
      { path: "chat/group/inviteJoinGroup", body: { groupId, userIds: [attacker.id] }, refusal },
      { path: "chat/group/filterGroupInviteAppNumber", body: { groupId, userIds: [attacker.id] }, refusal },
      { path: "chat/group/del_user_msg", body: { groupId, userId: victim.id }, refusal },
      { path: "chat/group/clear/msg/all", body: { groupId }, refusal },
      { path: "chat/group/exit", body: { groupId, reasonId: 1 }, refusal },
      { path: "chat/group/dismiss", body: { groupId }, refusal },
      // Its admins.
      { path: "chat/groupAdminConfig/add", body: { groupId, userId: attacker.id, rights }, refusal },
      { path: "chat/groupAdminConfig/edit", body: { groupId, userId: friend.id, rights }, refusal },
      { path: `chat/groupAdminConfig/remove/${groupId}/${friend.id}`, refusal },
      // Its invite link and QR code (a new link would end the current one).
      { path: "chat/group/generation/url", body: { groupId, validDays: 1 }, refusal },
      { path: "chat/group/set/url", body: { groupId, maxUses: 1 }, refusal },
      { path: "chat/group/generation/qrcode", body: { groupId }, refusal },
      // Its join applications.
      { path: "chat/group/application/list", body: { groupId, page: 1, pageSize: 20 }, refusal },
      { path: "chat/group/application/response", body: { applicationId: application, agree: true }, refusal },
      { path: "chat/group/application/response", body: { applicationId: application, agree: false }, refusal },
    ];
  },

  // Inviting someone into "my" groups: each group answers on its own, refusing a group I am not in.
  scoped: ({ attacker }, { groupId }) => [
    { path: "chat/group/inviteUserToGroups", body: { userId: attacker.id, groupIds: [groupId] } },
  ],
};
