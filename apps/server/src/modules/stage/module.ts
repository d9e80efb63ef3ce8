import type { Deps } from "../../deps.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { ChatRoomService } from "../chatroom/service.js";
import type { SystemService } from "../system/service.js";
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
  { realtime, chatroom, system }: { realtime: RealtimeService; chatroom: ChatRoomService; system: SystemService },
  sfu: StageSfu = createWorkerSfu(
    { iceServers: deps.config.stage.iceServers, viewersMax: () => system.limitsNow().stageViewersMax },
    deps.log,
  ),
) {
  const service = createStageService(deps, { realtime, chatroom, limits: system.limits });
  const media = createStageMedia({ sfu, stage: service, bus: deps.bus, log: deps.log });
  registerStageChannels(realtime.channels, { chatroom, media });
  return { service, media, reservations: createMicReservations(deps, service) };
}
export type StageModule = ReturnType<typeof createStageModule>;
