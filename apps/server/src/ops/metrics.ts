import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    metrics: { fanout: Counter };
  }
}

export interface MetricsOptions {
  /** The database pool's connections, when the engine has a pool. */
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined;
}

const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function tokenMatches(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `/web/metrics` in Prometheus text format, behind `METRICS_TOKEN` (a bearer token; unset, the
 * route answers 404). One registry per app, so several apps in one process (tests) keep theirs.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "courtside_" });

  const requests = new Counter({
    name: "courtside_http_requests_total",
    help: "HTTP requests answered, by route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "courtside_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const fanout = new Counter({
    name: "courtside_realtime_deliveries_total",
    help: "Events handed to websocket connections (one per event per subscribed connection)",
    registers: [registry],
  });
  new Gauge({
    name: "courtside_websocket_connections",
    help: "Open websocket connections on this node",
    registers: [registry],
    collect() {
      this.set(app.hasDecorator("websocketServer") ? app.websocketServer.clients.size : 0);
    },
  });
  const jobs = new Gauge({
    name: "courtside_jobs",
    help: "Scheduled jobs of this deployment by state: due (waiting to run now), running, failed",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const depth = await app.scheduler.depth();
      for (const [state, count] of Object.entries(depth)) jobs.set({ state }, count);
    },
  });
  const pool = new Gauge({
    name: "courtside_db_pool_connections",
    help: "PostgreSQL pool connections by state (absent on the embedded database)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = opts.pool?.();
      if (!stats) return;
      for (const [state, count] of Object.entries(stats)) pool.set({ state }, count);
    },
  });
  const live = new Gauge({
    name: "courtside_live",
    help: "Broadcasts live on this node (streams) and the people watching them (viewers)",
    labelNames: ["what"] as const,
    registers: [registry],
    collect() {
      const stats = app.hasDecorator("media") ? app.media.liveStats() : { streams: 0, viewers: 0 };
      live.set({ what: "streams" }, stats.streams);
      live.set({ what: "viewers" }, stats.viewers);
    },
  });

  const stage = new Gauge({
    name: "courtside_stage",
    help: "Mic connection on this node's SFU: rooms, publishers, receive-only viewers, forwarded tracks",
    labelNames: ["what"] as const,
    registers: [registry],
    async collect() {
      const stats = await app.services.stage.media.stats();
      for (const what of ["rooms", "publishers", "viewers", "forwardedTracks"] as const)
        stage.set({ what }, stats[what]);
    },
  });
  const stagePackets = new Gauge({
    name: "courtside_stage_rtp_packets",
    help: "RTP packets the SFU received from publishers (in) and sent to receivers (out) since start",
    labelNames: ["direction"] as const,
    registers: [registry],
    async collect() {
      const stats = await app.services.stage.media.stats();
      stagePackets.set({ direction: "in" }, stats.packetsIn);
      stagePackets.set({ direction: "out" }, stats.packetsOut);
    },
  });

  app.decorate("metrics", { fanout });
  app.addHook("onResponse", (req, reply, done) => {
    const route = req.routeOptions.url ?? "unmatched";
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get("/web/metrics", { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    const token = app.config.metricsToken;
    if (!token) return reply.code(404).type("text/plain").send("Not Found");
    if (!tokenMatches(req, token)) {
      return reply.code(401).header("www-authenticate", "Bearer").type("text/plain").send("Unauthorized");
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
