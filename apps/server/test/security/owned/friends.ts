import { z } from "zod";
import { must } from "../request.js";
import type { Domain } from "./domain.js";

const applied = z.object({ status: z.string(), application: z.object({ id: z.number() }) });

/**
 * The victim's friendships: a friend (with a remark), a request from the bystander still waiting
 * for them, and the pest on their blacklist.
 */
export const friends: Domain<{ request: number }> = {
  name: "friends",
  async setUp(t, { victim, friend, bystander, pest }) {
    const asked = applied.parse(
      await must(t, victim, { path: "chat/applyFriend", body: { userId: friend.id, note: "", source: 1 } }),
    );
    if (asked.status !== "accepted") {
      await must(t, friend, { path: "chat/friend/accept", body: { id: asked.application.id } });
    }
    await must(t, victim, { path: "chat/friend/remark", body: { userId: friend.id, remark: "Coach" } });
    const waiting = applied.parse(
      await must(t, bystander, { path: "chat/applyFriend", body: { userId: victim.id, note: "Hi", source: 1 } }),
    );
    await must(t, victim, { path: "chat/friend/blacklist/add", body: { userId: pest.id } });
    return { request: waiting.application.id };
  },

  views: () => [
    { path: "chat/friend/list" },
    { path: "chat/friend/applications", body: { box: "received" } },
    { path: "chat/friend/blacklist" },
  ],

  refused: ({ friend }, { request }) => [
    // Someone else's request: only its recipient answers it, and to others it does not exist.
    { path: "chat/friend/accept", body: { id: request }, refusal: "friendApplicationNotFound" },
    { path: "chat/friend/reject", body: { id: request }, refusal: "friendApplicationNotFound" },
    // A remark, and a card to share, are for one's own friends.
    { path: "chat/friend/remark", body: { userId: friend.id, remark: "taken over" }, refusal: "notYourFriend" },
    { path: "chat/friend/card", body: { userId: friend.id }, refusal: "notYourFriend" },
  ],

  // A friendship and a blacklist are named by the other person: the caller's own, whoever is named.
  scoped: ({ friend, pest }) => [
    { path: "chat/friend/delete", body: { userId: friend.id } },
    { path: "chat/friend/blacklist/remove", body: { userId: pest.id } },
    { path: "chat/friend/blacklist/add", body: { userId: friend.id } },
  ],
};
