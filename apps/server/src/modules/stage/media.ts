import { type StageClientSignal, type StageState, stageStateSchema } from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../http/app-error.js";
import type { Bus } from "../../realtime/bus.js";
import type { SignalLink, Viewer } from "../../realtime/channels.js";
import type { StageService } from "./service.js";
import type { PublisherRule, StageSfu } from "./sfu/types.js";

/** Who publishes, in the stage's order: the anchor first, then the guests as they came on. */
export function publishersOf(state: StageState): PublisherRule[] {
  if (!state.open) return [];
  const anchor = { userId: state.roomId, audio: state.anchor.audio === null, video: state.anchor.video === null };
  const guests = state.seats
    .filter((seat) => seat.state === "onStage" || seat.state === "accepted")
    .map((seat) => ({ userId: seat.user.id, audio: seat.audio === null, video: seat.video === null }));
  return [anchor, ...guests];
}

/**
 * The stage's media: signalling from the gateway to the SFU (after checking who may publish), the
 * SFU kept in line with every state change heard on the bus (from any node), and the SFU's word
 * on guests' connections fed back into the state machine.
 */
export function createStageMedia({
  sfu,
  stage,
  bus,
  log,
}: {
  sfu: StageSfu;
  stage: StageService;
  bus: Bus;
  log: FastifyBaseLogger;
}) {
  /** Connections (per room) whose closing already ends their session. */
  const watched = new Set<string>();

  function follow(state: StageState) {
    if (state.open) sfu.update(state.roomId, publishersOf(state));
    else sfu.end(state.roomId);
  }

  bus.onEvent((message) => {
    if (message.type !== "notice" || message.kind !== "state" || !message.channel.startsWith("stage:")) return;
    const parsed = stageStateSchema.safeParse(message.data);
    if (parsed.success) follow(parsed.data);
  });

  sfu.onPeerState(({ roomId, userId, state }) => {
    const done = state === "connected" ? stage.connected(roomId, userId) : stage.lost(roomId, userId);
    done.catch((err: unknown) => {
      // A guest removed meanwhile (kicked, ended) has no seat to update.
      if (!(err instanceof AppError)) log.error({ err, roomId, userId }, "stage connection not recorded");
    });
  });

  async function join(viewer: Viewer, roomId: number, as: "publisher" | "viewer", link: SignalLink) {
    const current = await stage.state(roomId);
    if (as === "publisher") {
      const { userId } = viewer;
      if (userId === null) throw new AppError("loginRequired", { status: 401 });
      if (userId === roomId) {
        if (!current.open) throw new AppError("stageClosed");
      } else {
        const seat = current.seats.find((s) => s.user.id === userId);
        if (!seat || !(seat.state === "accepted" || seat.state === "onStage")) throw new AppError("stageNotOnStage");
      }
    }
    // The SFU may have started after the last change was heard: it learns the stage first.
    follow(current);
    sfu.join(roomId, {
      key: link.id,
      userId: viewer.userId,
      publish: as === "publisher",
      // The anchor watching their own stage is the composing page for the broadcast: never refused.
      exempt: as === "viewer" && viewer.userId === roomId,
      send: link.send,
    });
    const watch = `${link.id}:${roomId}`;
    if (!watched.has(watch)) {
      watched.add(watch);
      link.onClose(() => {
        watched.delete(watch);
        sfu.leave(roomId, link.id);
      });
    }
  }

  return {
    async signal(viewer: Viewer, roomId: number, signal: StageClientSignal, link: SignalLink) {
      if (signal.op === "join") return join(viewer, roomId, signal.as, link);
      sfu.signal(roomId, link.id, signal);
    },
    stats: () => sfu.stats(),
    stop: () => sfu.stop(),
  };
}
export type StageMedia = ReturnType<typeof createStageMedia>;
