import { GROUP_EVENT_KIND, type GroupEvent } from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { RealtimeService } from "../../realtime/service.js";

/**
 * Group events on people's own `user:<uid>` channels, stored (a device resuming its channel gets
 * them too) and sent after the change committed: joined, left, and join applications for
 * reviewers and applicants. A failure is logged; the change stands and the lists are right on the
 * next read.
 */
export function createGroupEvents(realtime: RealtimeService, log: FastifyBaseLogger) {
  return {
    async emit(userIds: readonly number[], event: GroupEvent) {
      await Promise.all(
        [...new Set(userIds)].map((userId) =>
          realtime.publish(`user:${userId}`, GROUP_EVENT_KIND, event).catch((error: unknown) => {
            log.error({ err: error, userId, type: event.type }, "group event not published");
          }),
        ),
      );
    },
  };
}
export type GroupEvents = ReturnType<typeof createGroupEvents>;
