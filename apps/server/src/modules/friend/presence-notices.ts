import { FRIEND_PRESENCE_NOTICE, type FriendStatusItem } from "@courtside/protocol";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { onlineOf } from "./context.js";

/** How often this node compares who is connected with the last look. */
export const PRESENCE_SWEEP_MS = 2_000;
/** Users whose friends one query looks up. */
const CHUNK = 500;

export interface PresenceWatchDeps {
  /** Users with a socket following their own channel on this node now. */
  localUsers: () => number[];
  /** Online on any node (this node's count and what the others last reported). */
  onlineOf: (userIds: readonly number[]) => Promise<Map<number, boolean>>;
  /** For each user, the friends who have them in their list. */
  watchers: (userIds: readonly number[]) => Promise<{ watcher: number; userId: number }[]>;
  markSeen: (userIds: readonly number[]) => Promise<void>;
  notify: (watcher: number, item: FriendStatusItem) => void;
  now?: () => number;
}

/**
 * Tells people, as it happens, that a friend came online or left, so the friends list and a chat's
 * header need not wait for their next poll of `online/friend_status`. Each sweep compares the users
 * connected to this node with the last sweep: one who arrived is online; one who left and is not
 * connected on another node is offline, seen now. A reload between two sweeps changes nothing, and
 * only friends who are online themselves are told.
 */
export function createPresenceWatch(deps: PresenceWatchDeps) {
  const now = deps.now ?? Date.now;
  let known = new Set<number>();
  let running = false;

  async function tell(items: Map<number, FriendStatusItem>) {
    const ids = [...items.keys()];
    for (let from = 0; from < ids.length; from += CHUNK) {
      const pairs = await deps.watchers(ids.slice(from, from + CHUNK));
      const online = await deps.onlineOf([...new Set(pairs.map((pair) => pair.watcher))]);
      for (const { watcher, userId } of pairs) {
        const item = items.get(userId);
        if (item && online.get(watcher)) deps.notify(watcher, item);
      }
    }
  }

  return {
    /** One comparison; a sweep that is still running when the next is due lets it pass. */
    async sweep() {
      if (running) return;
      running = true;
      try {
        const current = new Set(deps.localUsers());
        const arrived = [...current].filter((id) => !known.has(id));
        const left = [...known].filter((id) => !current.has(id));
        known = current;
        if (arrived.length === 0 && left.length === 0) return;
        const elsewhere = left.length > 0 ? await deps.onlineOf(left) : new Map<number, boolean>();
        const gone = left.filter((id) => !elsewhere.get(id));
        if (gone.length > 0) await deps.markSeen(gone);
        const at = now();
        const items = new Map<number, FriendStatusItem>();
        for (const userId of arrived) items.set(userId, { userId, online: true, lastSeenAt: at });
        for (const userId of gone) items.set(userId, { userId, online: false, lastSeenAt: at });
        await tell(items);
      } finally {
        running = false;
      }
    },
  };
}

/** Users following their own `user:<uid>` channel on this node. */
export function connectedUsers(app: FastifyInstance): number[] {
  return app.presence
    .localChannels("user:")
    .map((channel) => Number(channel.slice("user:".length)))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Runs the presence watch on this node (spec section 4, friends' online status). */
export const friendPresenceNotices = fp(async (app: FastifyInstance) => {
  const watch = createPresenceWatch({
    localUsers: () => connectedUsers(app),
    onlineOf: (userIds) => onlineOf(app.presence, userIds),
    watchers: (userIds) => app.services.friend.watchers(userIds),
    markSeen: (userIds) => app.services.friend.markSeen(userIds),
    notify: (watcher, item) => app.services.realtime.notice(`user:${watcher}`, FRIEND_PRESENCE_NOTICE, item),
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      watch.sweep().catch((error: unknown) => app.log.warn({ err: error }, "friends not told of presence"));
    }, PRESENCE_SWEEP_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => clearInterval(timer));
});
