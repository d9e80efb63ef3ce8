import { randomUUID } from "node:crypto";
import type { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../http/app-error.js";
import { startThread } from "../../../infra/thread.js";
import type { FromWorker, RoomStats, ToWorker, WorkerConfig } from "./messages.js";
import type { PeerStateEvent, PublisherRule, RelayTarget, SfuOptions, SfuPeer, StageSfu } from "./types.js";

/** A room's thread stays this long after its last session, so a quick rejoin finds it warm. */
const IDLE_MS = 30_000;
const STATS_TIMEOUT_MS = 2_000;

interface RoomThread {
  worker: Worker;
  peers: Map<string, SfuPeer>;
  /** Each connection's current session: stale reports are told apart, a crash is reported against it. */
  sessions: Map<string, string>;
  idle: NodeJS.Timeout | undefined;
}

/** The SFU thread of one room: `worker.ts`, built as `dist/worker.js`. */
const startWorker = (data: WorkerConfig): Worker =>
  startThread(import.meta.url, { source: "./worker.ts", built: "./worker.js" }, data);

/** What a viewers' relay needs of the rooms' threads besides the `StageSfu` calls. */
export interface RelaySource {
  /** Each seat of the room goes to `target` from now on (kept across the thread's restarts). */
  relay(roomId: number, target: RelayTarget | null): void;
  /** Who sits in which seat of a room, whenever it changes. */
  onSeats(listener: (roomId: number, seats: (number | null)[]) => void): void;
  /** Asks every seated publisher of the room for a key frame. */
  keyFrames(roomId: number): void;
}

/** The embedded SFU: werift in one worker thread per room with sessions. */
export function createWorkerSfu(options: SfuOptions, log: FastifyBaseLogger): StageSfu & RelaySource {
  const threads = new Map<number, RoomThread>();
  const rules = new Map<number, PublisherRule[]>();
  const relays = new Map<number, RelayTarget>();
  const seatListeners: ((roomId: number, seats: (number | null)[]) => void)[] = [];
  const listeners: ((event: PeerStateEvent) => void)[] = [];
  const waiting = new Map<number, (stats: RoomStats | undefined) => void>();
  let nextStatsId = 1;
  let stopped = false;

  const post = (thread: RoomThread, message: ToWorker) => thread.worker.postMessage(message);

  function viewers(): number {
    let count = 0;
    for (const thread of threads.values())
      for (const peer of thread.peers.values()) if (!peer.publish && !peer.exempt) count += 1;
    return count;
  }

  function settleIdle(roomId: number, thread: RoomThread) {
    if (thread.peers.size > 0 || thread.idle) return;
    thread.idle = setTimeout(() => {
      if (thread.peers.size > 0 || threads.get(roomId) !== thread) return;
      threads.delete(roomId);
      void thread.worker.terminate();
    }, IDLE_MS);
    thread.idle.unref();
  }

  function onMessage(roomId: number, thread: RoomThread, message: FromWorker) {
    switch (message.t) {
      case "send":
        thread.peers.get(message.key)?.send(message.signal);
        return;
      case "gone":
        // A report about an older session of the connection (it joined again meanwhile) is stale.
        if (thread.sessions.get(message.key) !== message.session) return;
        thread.peers.delete(message.key);
        thread.sessions.delete(message.key);
        settleIdle(roomId, thread);
        return;
      case "peer":
        for (const listener of listeners) listener({ roomId, userId: message.userId, state: message.state });
        return;
      case "stats":
        waiting.get(message.id)?.(message.stats);
        waiting.delete(message.id);
        return;
      case "seats":
        for (const listener of seatListeners) listener(roomId, message.seats);
        return;
    }
  }

  function spawn(roomId: number): RoomThread {
    const worker = startWorker({ iceServers: options.iceServers });
    const thread: RoomThread = { worker, peers: new Map(), sessions: new Map(), idle: undefined };
    worker.on("message", (message: FromWorker) => onMessage(roomId, thread, message));
    worker.on("error", (err) => log.error({ err, roomId }, "stage SFU thread failed"));
    worker.on("exit", () => {
      if (threads.get(roomId) !== thread) return;
      // A crashed thread: its sessions are over; publishers count as lost and may reconnect.
      threads.delete(roomId);
      for (const listener of seatListeners) listener(roomId, []);
      for (const [key, peer] of thread.peers) {
        const session = thread.sessions.get(key);
        if (session) peer.send({ op: "closed", session, reason: "failed" });
        if (peer.publish && peer.userId !== null && !stopped) {
          for (const listener of listeners) listener({ roomId, userId: peer.userId, state: "lost" });
        }
      }
    });
    threads.set(roomId, thread);
    post(thread, { t: "update", publishers: rules.get(roomId) ?? [] });
    post(thread, { t: "relay", target: relays.get(roomId) ?? null });
    return thread;
  }

  return {
    join(roomId, peer) {
      if (stopped) throw new AppError("serviceUnavailable");
      // A connection already in the room (asking again after a failed connection) replaces its own
      // session: it takes no second place.
      const again = threads.get(roomId)?.peers.has(peer.key) ?? false;
      if (!peer.publish && !peer.exempt && !again && viewers() >= options.viewersMax()) {
        throw new AppError("stageViewersFull");
      }
      const thread = threads.get(roomId) ?? spawn(roomId);
      if (thread.idle) clearTimeout(thread.idle);
      thread.idle = undefined;
      const session = randomUUID();
      thread.peers.set(peer.key, peer);
      thread.sessions.set(peer.key, session);
      post(thread, { t: "join", key: peer.key, session, userId: peer.userId, publish: peer.publish });
    },
    signal(roomId, key, signal) {
      const thread = threads.get(roomId);
      if (thread?.peers.has(key)) post(thread, { t: "signal", key, signal });
    },
    leave(roomId, key) {
      const thread = threads.get(roomId);
      if (!thread?.peers.delete(key)) return;
      thread.sessions.delete(key);
      post(thread, { t: "leave", key });
      settleIdle(roomId, thread);
    },
    update(roomId, publishers) {
      rules.set(roomId, [...publishers]);
      const thread = threads.get(roomId);
      if (thread) post(thread, { t: "update", publishers: [...publishers] });
    },
    end(roomId) {
      rules.delete(roomId);
      relays.delete(roomId);
      const thread = threads.get(roomId);
      if (!thread) return;
      post(thread, { t: "end" });
    },
    onPeerState(listener) {
      listeners.push(listener);
    },
    relay(roomId, target) {
      // Every viewer's join names the room's target; only a new one is news to the room's thread
      // (which greets the ports and asks each publisher for a key frame when it gets one).
      if ((relays.get(roomId) ?? null) === target) return;
      if (target) relays.set(roomId, target);
      else relays.delete(roomId);
      const thread = threads.get(roomId);
      if (thread) post(thread, { t: "relay", target });
    },
    onSeats(listener) {
      seatListeners.push(listener);
    },
    keyFrames(roomId) {
      const thread = threads.get(roomId);
      if (thread) post(thread, { t: "keyFrames" });
    },
    async stats() {
      const perRoom = await Promise.all(
        [...threads.values()].map(
          (thread) =>
            new Promise<RoomStats | undefined>((resolve) => {
              const id = nextStatsId++;
              const timer = setTimeout(() => {
                waiting.delete(id);
                resolve(undefined);
              }, STATS_TIMEOUT_MS);
              waiting.set(id, (stats) => {
                clearTimeout(timer);
                resolve(stats);
              });
              post(thread, { t: "stats", id });
            }),
        ),
      );
      const total = { rooms: threads.size, publishers: 0, viewers: 0, forwardedTracks: 0, packetsIn: 0, packetsOut: 0 };
      for (const stats of perRoom) {
        if (!stats) continue;
        total.publishers += stats.publishers;
        total.viewers += stats.viewers;
        total.forwardedTracks += stats.forwardedTracks;
        total.packetsIn += stats.packetsIn;
        total.packetsOut += stats.packetsOut;
      }
      return total;
    },
    async stop() {
      stopped = true;
      const all = [...threads.values()];
      threads.clear();
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}
