import type { Deps } from "../../deps.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { ChatRoomService } from "../chatroom/service.js";
import type { SystemService } from "../system/service.js";
import { registerStageChannels } from "./channels.js";
import { createStageMedia } from "./media.js";
import { createMicReservations } from "./reservations.js";
import { createStageService } from "./service.js";
import { createJanusRelay } from "./sfu/janus-relay.js";
import { createRelayedSfu } from "./sfu/relayed-sfu.js";
import type { StageSfu } from "./sfu/types.js";
import { createWorkerSfu } from "./sfu/worker-sfu.js";

/** The embedded SFU, with Janus serving the viewers when `STAGE_RELAY_URL` names one. */
function createSfu(deps: Deps, viewersMax: () => number): StageSfu {
  const { iceServers, relay } = deps.config.stage;
  const inner = createWorkerSfu({ iceServers, viewersMax }, deps.log);
  if (!relay) return inner;
  return createRelayedSfu(inner, createJanusRelay(relay, deps.log), { viewersMax }, deps.log);
}

/**
 * Mic connection: the rules, reservations and media of every room's stage, with the `stage:`
 * channel registered on the gateway. `sfu` replaces the embedded SFU (an external one at scale).
 */
export function createStageModule(
  deps: Deps,
  { realtime, chatroom, system }: { realtime: RealtimeService; chatroom: ChatRoomService; system: SystemService },
  sfu: StageSfu = createSfu(deps, () => system.limitsNow().stageViewersMax),
) {
  const service = createStageService(deps, { realtime, chatroom, limits: system.limits });
  const media = createStageMedia({ sfu, stage: service, bus: deps.bus, log: deps.log });
  registerStageChannels(realtime.channels, { chatroom, media });
  return { service, media, reservations: createMicReservations(deps, service) };
}
export type StageModule = ReturnType<typeof createStageModule>;
