import { type ChatUser, ROOM_ROLE } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { type Channels, isSerialId, type Viewer } from "../../realtime/channels.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { SystemService } from "../system/service.js";
import type { ChatRoomService } from "./service.js";

/**
 * The chat channels: `room:<anchor id>` (a live room) and `match:<match id>` (a match's chat room).
 * Anyone may follow one that exists; sends go through the chat rules.
 */
export function registerChatChannels(
  channels: Channels,
  { chatroom, system, realtime }: { chatroom: ChatRoomService; system: SystemService; realtime: RealtimeService },
) {
  const send = (viewer: Viewer, channel: string, message: { clientMsgId: string; text: string }) =>
    chatroom.send(viewer.userId, channel, message.clientMsgId, message.text);

  /** "X entered": a passing notice, when the room shows them (globalConfig roomEnterNotice). */
  async function announce(viewer: Viewer, roomId: number) {
    const { roomEnterNotice } = await system.globalConfig();
    if (!roomEnterNotice) return;
    const user: ChatUser =
      viewer.userId === null
        ? {
            id: null,
            nickname: viewer.visitorId.slice(0, 4),
            avatar: null,
            role: ROOM_ROLE.visitor,
            flags: "userType=4",
          }
        : await chatroom.person(viewer.userId, await chatroom.roleIn(roomId, viewer.userId));
    realtime.notice(`room:${roomId}`, "enter", { user });
  }

  channels.register("room", {
    canonical: isSerialId,
    exists: (id) => chatroom.roomExists(Number(id)),
    mayJoin: () => true,
    onJoin: async (viewer, id, resumed) => {
      // A client coming back after a drop has not just entered.
      if (!resumed) await announce(viewer, Number(id));
    },
    onSend: send,
  });

  channels.register("match", {
    canonical: isSerialId,
    exists: (id) => chatroom.matchExists(Number(id)),
    mayJoin: () => true,
    onSend: async (viewer, channel, message) => {
      if (!(await chatroom.matchExists(Number(channel.slice("match:".length))))) {
        throw new AppError("channelNotFound", { status: 404 });
      }
      return send(viewer, channel, message);
    },
  });
}
