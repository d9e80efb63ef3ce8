import {
  type ApplyFriendBody,
  applicationListSchema,
  applyFriendResultSchema,
  blacklistSchema,
  cardCodeSchema,
  friendApplicationSchema,
  friendListSchema,
  friendStatusSchema,
  isFriendSchema,
  type PrivacyBody,
  privacySchema,
  type SearchSource,
  searchFriendResultSchema,
  sendAbleBatchSchema,
  sendAbleSchema,
  userCardSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { get, post } from "./client";

/** Friends, applications, the blacklist, privacy and cards, at the chat base `/web/chat` (DECISIONS 4). */

const done = z.null();

/** Quiet: the add-friend dialog shows the reason (limit reached, bad input) beside the field. */
export const searchFriend = (q: string, source?: SearchSource) =>
  get(`/chat/manage/userSearch/searchFriend/${encodeURIComponent(q)}${source ? `?source=${source}` : ""}`, {
    schema: searchFriendResultSchema,
    silent: true,
  });

/** Quiet for the same reason: the dialog shows "already friends", "daily limit" and the like in place. */
export const applyFriend = (body: ApplyFriendBody) =>
  post("/chat/applyFriend", body, { schema: applyFriendResultSchema, silent: true });

export const fetchSendAble = (userId: number, signal?: AbortSignal) =>
  post("/chat/send/able", { userId }, { schema: sendAbleSchema, signal, silent: true });

export const fetchSendAbleBatch = (userIds: number[], signal?: AbortSignal) =>
  post("/chat/send/able/batch", { userIds }, { schema: sendAbleBatchSchema, signal, silent: true });

export const fetchIsFriend = (userId: number, signal?: AbortSignal) =>
  get(`/chat/isFriend/${userId}`, { schema: isFriendSchema, signal });

/** Polled while the address book is open, so a failure stays quiet. */
export const fetchFriendStatus = (userIds?: number[], signal?: AbortSignal) =>
  post("/chat/online/friend_status", userIds ? { userIds } : {}, { schema: friendStatusSchema, signal, silent: true });

export const fetchFriends = (signal?: AbortSignal) =>
  post("/chat/friend/list", {}, { schema: friendListSchema, signal, silent: true });

export const fetchApplications = (
  box: "received" | "sent",
  page: { beforeId?: number; limit?: number } = {},
  signal?: AbortSignal,
) => post("/chat/friend/applications", { box, ...page }, { schema: applicationListSchema, signal, silent: true });

export const acceptApplication = (id: number) =>
  post("/chat/friend/accept", { id }, { schema: friendApplicationSchema });

export const rejectApplication = (id: number) =>
  post("/chat/friend/reject", { id }, { schema: friendApplicationSchema });

export const setRemark = (userId: number, remark: string) =>
  post("/chat/friend/remark", { userId, remark }, { schema: done });

export const deleteFriend = (userId: number) => post("/chat/friend/delete", { userId }, { schema: done });

export const blockUser = (userId: number) => post("/chat/friend/blacklist/add", { userId }, { schema: done });

export const unblockUser = (userId: number) => post("/chat/friend/blacklist/remove", { userId }, { schema: done });

export const fetchBlacklist = (signal?: AbortSignal) =>
  post("/chat/friend/blacklist", {}, { schema: blacklistSchema, signal, silent: true });

export const fetchPrivacy = (signal?: AbortSignal) =>
  get("/chat/friend/privacy", { schema: privacySchema, signal, silent: true });

export const savePrivacy = (body: PrivacyBody) => post("/chat/friend/privacy", body, { schema: privacySchema });

/** My card's signed code (for the QR image), or a friend's card to share. */
export const fetchCardCode = (userId?: number, signal?: AbortSignal) =>
  post("/chat/friend/card", userId ? { userId } : {}, { schema: cardCodeSchema, signal });

/** Quiet: the dialog says "not a valid card" in place. */
export const resolveCard = (code: string, source: 5 | 6) =>
  post("/chat/friend/card/resolve", { code, source }, { schema: userCardSchema, silent: true });
