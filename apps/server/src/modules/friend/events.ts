import {
  FRIEND_EVENT_KIND,
  type FriendEvent,
  type SystemMessageData,
  type SystemMessageKind,
} from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { RealtimeService } from "../../realtime/service.js";

/** The messaging module's system-messages conversation (`im.systemMessage`). */
export type SystemMessages = <K extends SystemMessageKind>(
  userId: number,
  kind: K,
  data: SystemMessageData<K>,
) => Promise<unknown>;

/**
 * Tells people about friend changes, always after the change committed: a `friend` event on each
 * one's `user:<uid>` channel (every device updates its lists) and, for applications and their
 * outcomes, an entry in the system-messages conversation. A failure here is logged: the change
 * itself stands, and the lists are right on the next read.
 */
export function createFriendEvents(realtime: RealtimeService, log: FastifyBaseLogger, systemMessages: SystemMessages) {
  return {
    async emit(userIds: readonly number[], event: FriendEvent) {
      for (const userId of new Set(userIds)) {
        await realtime.publish(`user:${userId}`, FRIEND_EVENT_KIND, event).catch((error: unknown) => {
          log.error({ err: error, userId, type: event.type }, "friend event not published");
        });
      }
    },
    async system<K extends SystemMessageKind>(userId: number, kind: K, data: SystemMessageData<K>) {
      await systemMessages(userId, kind, data).catch((error: unknown) => {
        log.error({ err: error, userId, kind }, "friend system message not stored");
      });
    },
  };
}
export type FriendEvents = ReturnType<typeof createFriendEvents>;
