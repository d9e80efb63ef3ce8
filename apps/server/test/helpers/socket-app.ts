import { startTestApp, type TestApp } from "./app.js";
import { connectWs, type WsClient, wsUrl } from "./ws.js";

/** A test app listening on a free port, and its websocket clients, all closed by `close`. */
export interface SocketApp {
  t: TestApp;
  port: number;
  /** A socket past its welcome, signed in with `token` or a visitor. */
  client(token?: string): Promise<WsClient>;
  close(): Promise<void>;
}

export async function startSocketApp(env: Record<string, string> = {}): Promise<SocketApp> {
  const t = await startTestApp(env);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const open: WsClient[] = [];
  return {
    t,
    port,
    async client(token) {
      const c = await connectWs(wsUrl(port), { token });
      open.push(c);
      await c.until((e) => e.some((x) => x.type === "welcome"));
      return c;
    },
    async close() {
      for (const c of open) c.close();
      await t.close();
    },
  };
}
