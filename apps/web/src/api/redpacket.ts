import type {
  RedPacketSendBody,
  redPacketGrabSchema,
  redPacketListSchema,
  redPacketSchema,
  redPacketStatsSchema,
} from "@courtside/protocol";
import { type Data, get, post } from "./client";

/**
 * Sends a red packet in the anchor's room: to everyone (`send_money_to_all`) or, with
 * `toUserId`, to one person (`send_money_to_one`).
 */
export const sendRedPacket = (body: RedPacketSendBody) =>
  post<Data<typeof redPacketSchema>>(
    body.toUserId === undefined ? "/web_anchor/send_money_to_all" : "/web_anchor/send_money_to_one",
    body,
    {
      // The dialog shows the refusal next to the field it concerns.
      silent: true,
    },
  );

/** Grabs a share (by the packet's public id); the room shows what a refusal means. */
export const grabRedPacket = (id: string) =>
  post<Data<typeof redPacketGrabSchema>>(`/redPacket/open/${id}`, {}, { silent: true });

export const fetchRedPacketList = (id: string, signal?: AbortSignal) =>
  get<Data<typeof redPacketListSchema>>(`/redPacket/list/${id}`, { signal });

/** A room's packets still open, for a viewer who arrives after they were sent. */
export const fetchRoomPackets = (roomId: number, signal?: AbortSignal) =>
  get<Data<typeof redPacketSchema>[]>(`/redPacket/room/${roomId}`, { signal });

export const fetchRedPacketStats = (signal?: AbortSignal) =>
  get<Data<typeof redPacketStatsSchema>>("/redPacket/stats", { signal });
