import { parentPort, workerData } from "node:worker_threads";
import { z } from "zod";
import type { FromWorker, ToWorker } from "./messages.js";
import { createSfuRoom } from "./room.js";

const configSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});

/** One room's SFU in its own thread: a busy stage cannot stall the API or another room. */
const port = parentPort;
if (!port) throw new Error("the stage SFU runs in a worker thread");
const room = createSfuRoom(configSchema.parse(workerData), (message: FromWorker) => port.postMessage(message));

// Only the stage service's side of this thread posts here.
port.on("message", (message: ToWorker) => {
  switch (message.t) {
    case "join":
      void room.join(message.key, message.session, message.userId, message.publish);
      return;
    case "signal":
      void room.signal(message.key, message.signal);
      return;
    case "leave":
      room.leave(message.key);
      return;
    case "update":
      room.update(message.publishers);
      return;
    case "end":
      room.end();
      return;
    case "relay":
      room.relay(message.target);
      return;
    case "keyFrames":
      room.keyFrames();
      return;
    case "stats":
      port.postMessage({ t: "stats", id: message.id, stats: room.stats() } satisfies FromWorker);
      return;
  }
});
