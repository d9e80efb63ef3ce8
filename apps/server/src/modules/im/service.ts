import { type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../deps.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { SpeechGate } from "../speech/service.js";
import type { UploadService } from "../upload/service.js";
import type { ContentDeps } from "./content.js";
import type { CanMessage, GroupGate, ImContext } from "./context.js";
import { createConversations } from "./conversations.js";
import { createForward } from "./forward.js";
import { createIdentity } from "./identity.js";
import { createMessages } from "./messages.js";
import { createNotifier } from "./notify.js";
import * as repo from "./repo.js";
import { createSearch } from "./search.js";
import { createSystemMessages } from "./system-messages.js";
import { ffprobeBeside, probeSeconds } from "./video.js";

export type { CanMessage, GroupGate, GroupSend } from "./context.js";

export interface ImServiceDeps {
  realtime: RealtimeService;
  upload: UploadService;
  /** The gateway's address (system domain). */
  wsUrl: () => string;
  /** Whether one person may message another (the friend module's blacklist and privacy rules). */
  canMessage: CanMessage;
  /** The site-wide speaking ban; absent, nobody is barred (a service built alone in a test). */
  speech?: SpeechGate;
  /**
   * The friend rules' plain yes as a condition on a sender and a recipient (expressions of the
   * caller's query); absent, every send is checked alone with `canMessage`.
   */
  mayMessageCondition?: (from: SQL, to: SQL) => SQL;
  /** Told of the conversations of stored messages (the notification module's type-8 notices). */
  onMessages?: (conversationIds: readonly number[]) => void;
}

/**
 * Private messaging (spec "Chat (chat base)"): conversations, messages, search, forwarding, the
 * system-messages conversation and the chat identity. Group chats use the same tables; the group
 * module adds its rules through `useGroups`.
 */
export function createImService(
  deps: Pick<Deps, "db" | "background" | "log" | "config">,
  { realtime, upload, wsUrl, canMessage, speech, mayMessageCondition, onMessages }: ImServiceDeps,
) {
  const { db, log, config } = deps;
  let groupGate: GroupGate | undefined;
  const notifier = createNotifier(deps, realtime);
  const ffprobe = ffprobeBeside(config.media.ffmpegPath);
  const content: ContentDeps = {
    findUser: async (userId) => (await repo.findUsers(db, [userId]))[0],
    isOwnFile: (userId, url) => upload.isOwnFile(userId, url),
    async videoSeconds(url) {
      const path = await upload.localPath(url);
      return path === undefined ? undefined : probeSeconds(ffprobe, path);
    },
  };
  const ctx: ImContext = {
    db,
    log,
    realtime,
    notifier,
    canMessage,
    mayspeak: (userId) => speech?.check(userId) ?? Promise.resolve(),
    plainSend: (sender, recipient) =>
      sql`(${speech?.notBanned(sender) ?? sql`true`} and ${mayMessageCondition?.(sender, recipient) ?? sql`false`})`,
    content,
    revokeSeconds: config.im.revokeSeconds,
    groups: () => groupGate,
    onMessages,
  };
  const conversations = createConversations(ctx);
  const messages = createMessages(ctx);
  const system = createSystemMessages(deps, realtime, notifier);

  return {
    conversations,
    messages,
    forward: createForward(ctx, conversations, messages),
    search: createSearch(db),
    system,
    identity: createIdentity(db, wsUrl),

    /**
     * For other modules: puts a message in a user's system-messages conversation (friend
     * applications and their outcomes, anchor reviews, platform notices) and delivers it.
     */
    systemMessage: system.send,

    /** Unread of every conversation (muted ones left out) and of the system messages. */
    async unread(userId: number) {
      const [unreadTotal, counts] = await Promise.all([notifier.unreadTotal(userId), system.counts(userId)]);
      return { unreadTotal, systemUnread: counts.unread };
    },

    /** Whether a user is a member of a conversation (for following `conv:<id>`). */
    isMember: async (conversationId: number, userId: number) =>
      (await repo.membership(db, conversationId, userId)) !== undefined,
    exists: (conversationId: number) => repo.exists(db, conversationId),

    /** The group module's rules for group conversations (sending, mentions, former members). */
    useGroups(gate: GroupGate) {
      groupGate = gate;
    },
  };
}
export type ImService = ReturnType<typeof createImService>;
