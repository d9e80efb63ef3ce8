import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { connectedUsers } from "./presence-notices.js";

const SWEEP_MS = 60_000;

/**
 * Keeps "last seen" (spec section 4) without touching the socket path: every minute, the users
 * connected to this node are marked seen now, so once their last socket closes their last-seen
 * time trails it by at most a minute — also when the node dies without closing anything.
 */
export const friendLastSeen = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    await app.services.friend
      .markSeen(connectedUsers(app))
      .catch((error: unknown) => app.log.warn({ err: error }, "last seen not saved"));
  };
  app.addHook("onReady", async () => {
    timer = setInterval(() => void sweep(), SWEEP_MS);
    timer.unref();
  });
  // Whoever is still connected when the node stops was seen just now.
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await sweep();
  });
});
