import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { register } from "./helpers/users.js";
import { connectWs, wsUrl } from "./helpers/ws.js";

const TOKEN = "scrape-me-0123456789abcdef";
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none", METRICS_TOKEN: TOKEN });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => t.close());

/** Prometheus text format: every sample line parsed into name, labels and value. */
function parseMetrics(text: string) {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a metrics line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1] ?? ""] = pair[2] ?? "";
    samples.push({ name: match[1] ?? "", labels, value: Number(match[3]) });
  }
  return samples;
}

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/web/metrics", headers: authorization ? { authorization } : {} });

describe("operations endpoints", () => {
  it("answers liveness and readiness with each dependency's state", async () => {
    const live = await t.app.inject({ method: "GET", url: "/web/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: "/web/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true, db: "ok", redis: t.redis ? "ok" : "off", closing: false });
    // A node that is closing stops being ready, so a balancer drains it first.
    expect(await t.app.services.system.readiness(true)).toMatchObject({ ready: false, closing: true });
  });

  it("keeps the metrics behind their token", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer wrong-token-0123456789ab")).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it("serves request, websocket, fan-out, job, live and pool figures a scraper can parse", async () => {
    const anchor = await makeAnchor(t);
    const viewer = await register(t);
    const socket = await connectWs(wsUrl(port), { token: viewer.token });
    await socket.until((e) => e.some((x) => x.type === "welcome"));
    await socket.subscribe(`room:${anchor.id}`);
    const sent = await socket.say(`room:${anchor.id}`, "hello");
    expect(sent.type).toBe("ack");
    await socket.until((e) => e.some((x) => x.type === "event" && x.kind === "chat"));

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(String(res.headers["content-type"])).toContain("text/plain");
    const samples = parseMetrics(res.body);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

    expect(value("courtside_http_requests_total", { route: "/web/health/live", status: "200" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      value("courtside_http_request_duration_seconds_count", { route: "/web/health/live" }),
    ).toBeGreaterThanOrEqual(1);
    expect(value("courtside_websocket_connections")).toBeGreaterThanOrEqual(1);
    expect(value("courtside_realtime_deliveries_total")).toBeGreaterThanOrEqual(1);
    expect(value("courtside_jobs", { state: "due" })).toBeGreaterThanOrEqual(0);
    expect(value("courtside_jobs", { state: "failed" })).toBeGreaterThanOrEqual(0);
    expect(value("courtside_live", { what: "streams" })).toBe(0);
    expect(value("courtside_live", { what: "viewers" })).toBe(0);
    expect(value("courtside_stage", { what: "publishers" })).toBe(0);
    expect(value("courtside_stage_rtp_packets", { direction: "out" })).toBe(0);
    expect(value("courtside_process_resident_memory_bytes")).toBeGreaterThan(0);
    if (t.kind === "postgres") expect(value("courtside_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    socket.close();
  });
});

describe("metrics without a token configured", () => {
  it("are not served at all", async () => {
    const plain = await startTestApp({ MATCH_FEED: "none" });
    try {
      expect((await plain.app.inject({ method: "GET", url: "/web/metrics" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
