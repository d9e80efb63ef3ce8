import { type Channels, isSerialId } from "../../realtime/channels.js";
import type { ChatRoomService } from "../chatroom/service.js";
import type { StageMedia } from "./media.js";

/**
 * `stage:<room>`: anyone in a room may follow its stage (state notices) and signal media; whether
 * they may publish is the stage's rule, checked when they join.
 */
export function registerStageChannels(
  channels: Channels,
  { chatroom, media }: { chatroom: ChatRoomService; media: StageMedia },
) {
  channels.register("stage", {
    canonical: isSerialId,
    exists: (id) => chatroom.roomExists(Number(id)),
    mayJoin: () => true,
    onSignal: (viewer, id, signal, link) => media.signal(viewer, Number(id), signal, link),
  });
}
