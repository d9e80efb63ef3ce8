import { randomUUID } from "node:crypto";
import { z } from "zod";
import { must } from "../request.js";
import type { Domain } from "./domain.js";

const packet = z.object({ id: z.string() });
const reservations = z.array(z.object({ id: z.number() }));
const DAY_MS = 24 * 60 * 60_000;

/**
 * The victim's live room beyond its chat: two red packets (one for everyone, one for the friend
 * only), which the attacker, not in the room, tries to grab; and its mic stage, open, with a guest
 * booked for tomorrow.
 */
export const room: Domain<{ packet: string; directed: string; reservation: number }> = {
  name: "room",
  async setUp(t, { victim, friend }) {
    const fields = { type: 1, content: 1, amount: 5, limitHours: 3 };
    const sent = packet.parse(
      await must(t, victim, { path: "redPacket/send", body: { ...fields, count: 2, idempotencyKey: randomUUID() } }),
    );
    const directed = packet.parse(
      await must(t, victim, {
        path: "web_anchor/send_money_to_one",
        body: { ...fields, count: 1, toUserId: friend.id, idempotencyKey: randomUUID() },
      }),
    );
    const roomId = victim.id;
    await must(t, victim, { path: "stage/open", body: { roomId } });
    const [booked] = reservations.parse(
      await must(t, victim, {
        path: "stage/reservations/add",
        body: { roomId, userId: friend.id, at: Date.now() + DAY_MS, note: "Guest" },
      }),
    );
    if (!booked) throw new Error("the victim's reservation was not kept");
    return { packet: sent.id, directed: directed.id, reservation: booked.id };
  },

  views: ({ victim }, owned) => [
    { method: "GET", path: `redPacket/list/${owned.packet}` },
    { method: "GET", path: `redPacket/list/${owned.directed}` },
    { method: "GET", path: `redPacket/room/${victim.id}` },
    { method: "GET", path: `stage/${victim.id}` },
    { path: "stage/reservations", body: { roomId: victim.id } },
  ],

  refused: ({ victim, attacker, friend, bystander }, owned) => {
    const roomId = victim.id;
    const refusal = "micPermission" as const;
    return [
      // Grabbing from a room one is not in, and a packet meant for someone else.
      { path: `redPacket/open/${owned.packet}`, refusal: "redPacketNotInRoom" },
      { path: `redPacket/open/${owned.directed}`, refusal: "redPacketNotForYou" },
      // The stage is the anchor's (and their admins', when allowed) to run.
      { path: "stage/open", body: { roomId }, refusal },
      { path: "stage/end", body: { roomId }, refusal },
      { path: "stage/settings", body: { roomId, adminsManage: true }, refusal },
      { path: "stage/invite", body: { roomId, userId: bystander.id }, refusal },
      { path: "stage/review", body: { roomId, userId: bystander.id, accept: true }, refusal },
      { path: "stage/kick", body: { roomId, userId: friend.id }, refusal },
      { path: "stage/mute", body: { roomId, userId: victim.id, kind: "audio", muted: true }, refusal },
      { path: "stage/reservations", body: { roomId }, refusal },
      {
        path: "stage/reservations/add",
        body: { roomId, userId: attacker.id, at: Date.now() + 2 * DAY_MS, note: "" },
        refusal,
      },
      { path: "stage/reservations/delete", body: { roomId, id: owned.reservation }, refusal },
    ];
  },
};
