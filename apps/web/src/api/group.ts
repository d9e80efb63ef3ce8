import {
  type GroupRight,
  type GroupSetInfoBody,
  groupAdminConfigSchema,
  groupApplicationPageSchema,
  groupClearResultSchema,
  groupCodeInfoSchema,
  groupConfigSchema,
  groupCreateResultSchema,
  groupDelUserMsgResultSchema,
  groupExitReasonListSchema,
  groupInviteResultSchema,
  groupJoinResultSchema,
  groupKickResultSchema,
  groupLinkSchema,
  groupMemberPageSchema,
  groupMuteResultSchema,
  groupQrCodeResultSchema,
  groupReadCountSchema,
  groupReadersSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { get, post } from "./client";

/** Group chat under the chat base `/web/chat`; errors are shown by the client unless marked quiet. */

const done = z.null();

export const createGroup = (body: { name?: string; memberIds: number[] }) =>
  post("/chat/group/create", body, { schema: groupCreateResultSchema });

export const fetchGroupConfig = (groupId: number, signal?: AbortSignal) =>
  get(`/chat/group/config/group/${groupId}`, { schema: groupConfigSchema, signal });

export const setGroupInfo = (body: GroupSetInfoBody) =>
  post("/chat/group/set/info", body, { schema: groupConfigSchema });

export const fetchGroupMembers = (groupId: number, page: number, pageSize: number, signal?: AbortSignal) =>
  post("/chat/group/member/list", { groupId, page, pageSize }, { schema: groupMemberPageSchema, signal });

export const inviteToGroup = (groupId: number, userIds: number[]) =>
  post("/chat/group/inviteJoinGroup", { groupId, userIds }, { schema: groupInviteResultSchema });

export const kickMember = (groupId: number, userId: number) =>
  post("/chat/group/kickGroup", { groupId, userIds: [userId] }, { schema: groupKickResultSchema });

/** `hours` 0 lifts the mute. */
export const muteMember = (groupId: number, userId: number, hours: number) =>
  post("/chat/group/mute", { groupId, userId, hours }, { schema: groupMuteResultSchema });

export const fetchExitReasons = (signal?: AbortSignal) =>
  get("/chat/group/exitReasonList", { schema: groupExitReasonListSchema, signal });

export const exitGroup = (groupId: number, reasonId: number, note?: string) =>
  post("/chat/group/exit", { groupId, reasonId, note }, { schema: done });

/** Deletes every message one member sent in the group; each reads as withdrawn. */
export const deleteMemberMessages = (groupId: number, userId: number) =>
  post("/chat/group/del_user_msg", { groupId, userId }, { schema: groupDelUserMsgResultSchema });

/** Clears every message of the group for everyone (the owner). */
export const clearAllMessages = (groupId: number) =>
  post("/chat/group/clear/msg/all", { groupId }, { schema: groupClearResultSchema });

export const dissolveGroup = (groupId: number) => post("/chat/group/dismiss", { groupId }, { schema: done });

export const generateLink = (groupId: number, validDays: number) =>
  post("/chat/group/generation/url", { groupId, validDays }, { schema: groupLinkSchema });

export const fetchQrCode = (groupId: number, signal?: AbortSignal) =>
  post("/chat/group/generation/qrcode", { groupId }, { schema: groupQrCodeResultSchema, signal });

/** Quiet: the join page shows "link expired" and the like in place of the card. */
export const fetchCodeInfo = (code: string, signal?: AbortSignal) =>
  get(`/chat/group/get/code/info?code=${encodeURIComponent(code)}`, {
    schema: groupCodeInfoSchema,
    signal,
    silent: true,
  });

/** `source`: "qrCode" when the page was opened from the link's QR code (it carries `?via=qr`). */
export const joinGroup = (code: string, reason: string | undefined, source: "link" | "qrCode") =>
  post("/chat/group/join", { code, reason, source }, { schema: groupJoinResultSchema });

export const fetchApplications = (groupId: number, signal?: AbortSignal) =>
  post(
    "/chat/group/application/list",
    { groupId, page: 1, pageSize: 50 },
    { schema: groupApplicationPageSchema, signal },
  );

/** Waiting join requests in every group I review, for the requests badge; quiet, it is only a count. */
export const fetchReviewQueue = (signal?: AbortSignal) =>
  post(
    "/chat/group/application/list",
    { page: 1, pageSize: 100 },
    { schema: groupApplicationPageSchema, signal, silent: true },
  );

export const respondApplication = (applicationId: number, agree: boolean) =>
  post("/chat/group/application/response", { applicationId, agree }, { schema: done });

/** Quiet: a missing count just shows nothing under the bubble. */
export const fetchReadCounts = (groupId: number, seqs: number[], signal?: AbortSignal) =>
  post("/chat/group/msg/readCount", { groupId, seqs }, { schema: groupReadCountSchema, signal, silent: true });

export const fetchReaders = (groupId: number, seq: number, signal?: AbortSignal) =>
  post("/chat/group/msg/readers", { groupId, seq }, { schema: groupReadersSchema, signal });

export const addAdmin = (groupId: number, userId: number, rights: GroupRight[]) =>
  post("/chat/groupAdminConfig/add", { groupId, userId, rights }, { schema: groupAdminConfigSchema });

export const editAdmin = (groupId: number, userId: number, rights: GroupRight[]) =>
  post("/chat/groupAdminConfig/edit", { groupId, userId, rights }, { schema: groupAdminConfigSchema });

export const removeAdmin = (groupId: number, userId: number) =>
  post(`/chat/groupAdminConfig/remove/${groupId}/${userId}`, {}, { schema: z.unknown() });
