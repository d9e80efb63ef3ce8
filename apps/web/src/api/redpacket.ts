import {
  type RedPacketSendBody,
  redPacketGrabSchema,
  redPacketListSchema,
  redPacketSchema,
  redPacketStatsSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { get, post } from "./client";

/**
 * Sends a red packet in the anchor's room: to everyone (`send_money_to_all`) or, with
 * `toUserId`, to one person (`send_money_to_one`).
 */
export const sendRedPacket = (body: RedPacketSendBody) =>
  post(body.toUserId === undefined ? "/web_anchor/send_money_to_all" : "/web_anchor/send_money_to_one", body, {
    schema: redPacketSchema,
    // The dialog shows the refusal next to the field it concerns.
    silent: true,
  });

/** Grabs a share; refusals (expired, all taken) are shown by the packet itself. */
export const grabRedPacket = (id: number) =>
  post(`/redPacket/open/${id}`, {}, { schema: redPacketGrabSchema, silent: true });

export const fetchRedPacketList = (id: number, signal?: AbortSignal) =>
  get(`/redPacket/list/${id}`, { schema: redPacketListSchema, signal });

/** A room's packets still open, for a viewer who arrives after they were sent. */
export const fetchRoomPackets = (roomId: number, signal?: AbortSignal) =>
  get(`/redPacket/room/${roomId}`, { schema: z.array(redPacketSchema), signal });

export const fetchRedPacketStats = (signal?: AbortSignal) =>
  get("/redPacket/stats", { schema: redPacketStatsSchema, signal });
