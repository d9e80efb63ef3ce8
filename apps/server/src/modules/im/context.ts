import type { ErrorKey, ImMessageBody } from "@courtside/protocol";
import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { ContentDeps } from "./content.js";
import type { Notifier } from "./notify.js";
import * as repo from "./repo.js";

/**
 * Whether `fromId` may message `toId` now: the friend module's answer (blacklist and the
 * recipient's privacy setting). "blocked" is refused as "message refused by peer" (3004),
 * "notFriends" as "not friends so cannot send" (4002).
 */
export type CanMessage = (fromId: number, toId: number) => Promise<"ok" | "blocked" | "notFriends">;

/**
 * The group module's say in messaging (group conversations only): whether a member may send now
 * (dissolved, mute-all, a member's mute) and whom a text mentions, recorded with the message.
 */
export interface GroupGate {
  /**
   * Refuses a send the group's state forbids; otherwise the body to store (mentions checked) and
   * the mentioned user ids (0: everyone). Runs in the transaction that stores the message.
   */
  checkSend(tx: Db, conversationId: number, senderId: number, body: ImMessageBody): Promise<GroupSend>;
  /** Records the mentions of a stored message, in its transaction. */
  recordMentions(tx: Db, conversationId: number, seq: number, userIds: readonly number[]): Promise<void>;
  /** Why someone without a membership is refused: "groupGone" for a former member, else not found. */
  refusalFor(conversationId: number, userId: number): Promise<ErrorKey>;
}
export interface GroupSend {
  body: ImMessageBody;
  mentions: number[];
}

/** What the parts of the messaging service share. */
export interface ImContext {
  db: Db;
  log: FastifyBaseLogger;
  realtime: RealtimeService;
  notifier: Notifier;
  canMessage: CanMessage;
  /** Refuses a sender under the site-wide speaking ban (private and group messages alike). */
  mayspeak: (userId: number) => Promise<void>;
  content: ContentDeps;
  revokeSeconds: number;
  /** Set once the group module is built (it needs this service first). */
  groups: () => GroupGate | undefined;
  /**
   * For a batch of single-chat sends, a condition of its query on a sender and a recipient
   * (expressions of it): no speaking ban, and the friend rules' plain yes.
   */
  plainSend: (sender: SQL, recipient: SQL) => SQL;
  /** Told of the conversations of stored messages, after they committed. */
  onMessages: ((conversationIds: readonly number[]) => void) | undefined;
}

/**
 * A member's row of a conversation. Anyone else is told it does not exist, except a former member
 * of a group, who is told the group was dissolved or left (spec section 8).
 */
export async function requireMember(ctx: Pick<ImContext, "db" | "groups">, conversationId: number, userId: number) {
  const member = await repo.membership(ctx.db, conversationId, userId);
  if (member) return member;
  const key = (await ctx.groups()?.refusalFor(conversationId, userId)) ?? "conversationNotFound";
  throw new AppError(key, key === "conversationNotFound" ? { status: 404 } : {});
}

/** Refuses a message the recipient's blacklist or privacy setting does not let through. */
export async function checkMayMessage(ctx: Pick<ImContext, "canMessage">, fromId: number, toId: number) {
  const verdict = await ctx.canMessage(fromId, toId);
  if (verdict === "blocked") throw new AppError("messageRefused", { status: 403 });
  if (verdict === "notFriends") throw new AppError("notFriends", { status: 403 });
}
