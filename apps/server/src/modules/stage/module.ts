import type { Deps } from "../../deps.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { ChatRoomService } from "../chatroom/service.js";
import { registerStageChannels } from "./channels.js";
import { createStageMedia } from "./media.js";
import { createMicReservations } from "./reservations.js";
import { createStageService } from "./service.js";
import type { StageSfu } from "./sfu/types.js";
import { createWorkerSfu } from "./sfu/worker-sfu.js";

/**
 * Mic connection: the rules, reservations and media of every room's stage, with the `stage:`
 * channel registered on the gateway. `sfu` replaces the embedded SFU (an external one at scale).
 */
export function createStageModule(
  deps: Deps,
  { realtime, chatroom }: { realtime: RealtimeService; chatroom: ChatRoomService },
  sfu: StageSfu = createWorkerSfu(deps.config.stage, deps.log),
) {
  const service = createStageService(deps, { realtime, chatroom });
  const media = createStageMedia({ sfu, stage: service, bus: deps.bus, log: deps.log });
  registerStageChannels(realtime.channels, { chatroom, media });
  return { service, media, reservations: createMicReservations(deps, service) };
}
export type StageModule = ReturnType<typeof createStageModule>;
