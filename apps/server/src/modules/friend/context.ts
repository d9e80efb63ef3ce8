import type { FriendUser } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Presence } from "../../realtime/presence.js";
import type { CardCodes } from "./card.js";
import type { FriendEvents } from "./events.js";
import { toFriendUser } from "./presenter.js";
import * as repo from "./repo.js";

/** Daily allowances per user (FRIEND_SEARCH_DAILY, FRIEND_ADD_DAILY, or as the console set them). */
export interface FriendLimits {
  searchDaily: number;
  addDaily: number;
}

/** What the parts of the friend service share. */
export interface FriendContext {
  db: Db;
  limits: () => Promise<FriendLimits>;
  events: FriendEvents;
  cards: CardCodes;
}

/** Who is connected, on any node: the gateway's presence. */
export type OnlineCounter = Pick<Presence, "countMany">;

/** Daily counters roll over at midnight UTC. */
export const today = () => new Date().toISOString().slice(0, 10);

export async function friendUsers(db: Db, ids: readonly number[]): Promise<Map<number, FriendUser>> {
  const rows = await repo.people(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toFriendUser(row)]));
}

/** Online now per user id, from `user:<uid>` subscriptions on every node. */
export async function onlineOf(presence: OnlineCounter, ids: readonly number[]): Promise<Map<number, boolean>> {
  const counts = await presence.countMany(ids.map((id) => `user:${id}`));
  return new Map(ids.map((id, index) => [id, (counts[index] ?? 0) > 0]));
}
