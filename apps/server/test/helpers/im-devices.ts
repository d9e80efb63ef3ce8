import { afterAll, beforeAll } from "vitest";
import { startTestApp, type TestApp } from "./app.js";
import { connectWs, type WsClient, wsUrl } from "./ws.js";

/** A listening test app for the messaging suites, and signed-in devices on its gateway. */
export function messagingSuite() {
  const state: { t: TestApp | undefined; port: number } = { t: undefined, port: 0 };
  const open: WsClient[] = [];
  beforeAll(async () => {
    const t = await startTestApp({ MATCH_FEED: "none" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    state.port = typeof address === "object" && address ? address.port : 0;
    state.t = t;
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await state.t?.close();
  });
  return {
    get t(): TestApp {
      if (!state.t) throw new Error("the suite's app has not started");
      return state.t;
    },
    async device(token: string) {
      const c = await connectWs(wsUrl(state.port), { token });
      open.push(c);
      await c.until((e) => e.some((x) => x.type === "welcome"));
      return c;
    },
  };
}

/** Stored events of one kind on a channel. */
export const eventsOf = (c: WsClient, channel: string, kind: string) =>
  c.events.filter((x) => x.type === "event" && x.channel === channel && x.kind === kind);

/** Data of the passing notices of one kind (on any channel). */
export const noticesOf = (c: WsClient, kind: string): Record<string, unknown>[] =>
  c.events
    .filter((x) => x.type === "notice" && x.kind === kind)
    .map((x) => x.data)
    .filter((data): data is Record<string, unknown> => typeof data === "object" && data !== null);
