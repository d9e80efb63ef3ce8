import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../http/app-error.js";
import type { JanusRelay } from "./janus-relay.js";
import type { StageSfu } from "./types.js";
import type { RelaySource } from "./worker-sfu.js";

/**
 * The embedded SFU for the people on stage, and Janus for everyone watching: publishers (and their
 * forwarding to each other) stay in the room's werift thread, which also sends each publisher's
 * packets once to the relay; receive-only sessions, the OBS page's included, are Janus's. The
 * client cannot tell the two apart: both offer, both name their media lines in `tracks`.
 */
export function createRelayedSfu(
  inner: StageSfu & RelaySource,
  relay: JanusRelay,
  options: { viewersMax: () => number },
  log: FastifyBaseLogger,
): StageSfu {
  let stopped = false;

  inner.onSeats((roomId, seats) => relay.seats(roomId, seats));
  relay.onReady((roomId) => inner.keyFrames(roomId));
  relay.onGone((roomId) => inner.relay(roomId, null));

  /** The room's publishers feed the relay from its first viewer on. */
  function feed(roomId: number) {
    relay
      .target(roomId)
      .then((target) => {
        if (!stopped) inner.relay(roomId, target);
      })
      .catch((err) => log.warn({ err, roomId }, "stage relay: no mountpoint for the room"));
  }

  return {
    join(roomId, peer) {
      if (stopped) throw new AppError("serviceUnavailable");
      // The same connection asking again starts over, whichever side held its old session; it
      // knows that session is gone (as when it asks the werift SFU twice).
      if (peer.publish) {
        relay.leave(peer.key);
        return inner.join(roomId, peer);
      }
      // A connection already watching replaces its own session: it takes no second place.
      const full = relay.stats().limited >= options.viewersMax();
      if (!peer.exempt && full && !relay.has(peer.key)) throw new AppError("stageViewersFull");
      inner.leave(roomId, peer.key);
      feed(roomId);
      relay.watch(roomId, peer);
    },
    signal(roomId, key, signal) {
      if (relay.has(key)) relay.signal(key, signal);
      else inner.signal(roomId, key, signal);
    },
    leave(roomId, key) {
      if (relay.has(key)) relay.leave(key);
      else inner.leave(roomId, key);
    },
    update: (roomId, publishers) => inner.update(roomId, publishers),
    end(roomId) {
      inner.end(roomId);
      relay.end(roomId);
    },
    onPeerState: (listener) => inner.onPeerState(listener),
    async stats() {
      const own = await inner.stats();
      const relayed = relay.stats();
      return {
        ...own,
        viewers: own.viewers + relayed.viewers,
        forwardedTracks: own.forwardedTracks + relayed.forwardedTracks,
      };
    },
    async stop() {
      stopped = true;
      await Promise.all([inner.stop(), relay.stop()]);
    },
  };
}
