import type { FriendItem, FriendStatus } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { type OnlineCounter, onlineOf } from "./context.js";
import { millis, toFriendUser } from "./presenter.js";
import * as repo from "./repo.js";

/**
 * Friends with their online status (spec section 4): online while any of their sockets follows
 * their `user:<uid>` channel on any node, else the last time they were seen.
 */
export function createFriendStatus(db: Db) {
  /** My friends (or those of `only` who are) with their status, by remark, else nickname. */
  async function friends(me: number, presence: OnlineCounter, only?: readonly number[]): Promise<FriendItem[]> {
    if (only?.length === 0) return [];
    const rows = await repo.friendList(db, me, only);
    const online = await onlineOf(
      presence,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...toFriendUser(row),
      remark: row.remark,
      online: online.get(row.id) ?? false,
      lastSeenAt: millis(row.lastSeenAt),
      since: row.since.getTime(),
    }));
  }

  return {
    friends,
    async status(me: number, presence: OnlineCounter, only?: readonly number[]): Promise<FriendStatus> {
      const list = await friends(me, presence, only);
      return { list: list.map(({ id, online, lastSeenAt }) => ({ userId: id, online, lastSeenAt })) };
    },
    /** For each of these users, the friends who have them in their list. */
    watchers: (userIds: readonly number[]) => repo.watchersOf(db, userIds),
    /** Called every minute with the users connected to this node, so "last seen" trails a closed socket by at most that. */
    markSeen: (userIds: readonly number[]) => repo.markSeen(db, userIds),
  };
}
export type FriendStatusService = ReturnType<typeof createFriendStatus>;
