import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANCHOR_STATE, ERRORS } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { rooms, users } from "../src/db/schema/index.js";
import { spawnServer } from "./helpers/process.js";
import { PASSWORD, uniqueUsername } from "./helpers/users.js";
import { connectWs, type WsClient } from "./helpers/ws.js";

/**
 * Two server processes sharing one PostgreSQL and one Redis, as behind a load balancer. Only
 * meaningful against the production engines, so it runs when DATABASE_URL and REDIS_URL are set.
 */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

type Node = Awaited<ReturnType<typeof spawnServer>>;
const SEND_BURST = 200;
let dataDir: string;
let database: Database;
let nodeA: Node;
let nodeB: Node;

async function startNode(name: string) {
  return spawnServer({
    DATA_DIR: join(dataDir, name),
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    REDIS_URL: process.env.REDIS_URL ?? "",
    MATCH_FEED: "none",
    MEDIA: "false",
    DEMO: "false",
    LOG_LEVEL: "warn",
    REGISTER_RATE_MAX: "100000",
    // The database is shared with the other suites: these nodes must not run their jobs.
    JOBS: "false",
    // Every suite's requests and sockets come from 127.0.0.1 and count in Redis together: at the
    // default limits the other files of this worker can use up the budgets first.
    RATE_LIMIT_MAX: "1000000",
    WS_MAX_PER_ADDRESS: "100000",
    WS_CONN_BURST: "100000",
    // Room for the 120 messages of the failover test; the cross-node cap test goes past it.
    WS_MSG_BURST: String(SEND_BURST),
    WS_FRAME_BURST: "100000",
  });
}

async function registerOn(node: Node) {
  const username = uniqueUsername("mn");
  const res = await fetch(`${node.url}/web/web_user/web_user_reg`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD, confirmPassword: PASSWORD, agree: true }),
  });
  const body = (await res.json()) as { success: boolean; data: { token: string; userInfo: { uid: number } } };
  if (!body.success) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { token: body.data.token, id: Number(body.data.userInfo.uid) };
}

const ws = (node: Node, token?: string) => connectWs(`${node.url.replace("http", "ws")}/web/ws`, { token });

describe.skipIf(!shared)("several nodes", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "courtside-nodes-"));
    [nodeA, nodeB] = await Promise.all([startNode("a"), startNode("b")]);
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? "" }));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([nodeA?.stop("SIGKILL"), nodeB?.stop()]);
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function anchorRoom() {
    const anchor = await registerOn(nodeA);
    await database.db.update(users).set({ anchorState: ANCHOR_STATE.approved }).where(eq(users.id, anchor.id));
    await database.db.insert(rooms).values({ anchorId: anchor.id, liveCode: `code-${anchor.id}` });
    return anchor;
  }

  it("delivers a message sent on node A to a client on node B, and counts people on both", async () => {
    const anchor = await anchorRoom();
    const viewer = await registerOn(nodeB);
    const channel = `room:${anchor.id}`;
    const onB = await ws(nodeB, viewer.token);
    const onA = await ws(nodeA, anchor.token);
    await onB.subscribe(channel);
    await onA.subscribe(channel);
    expect((await onA.say(channel, "hello from A")).type).toBe("ack");
    await onB.until((e) => e.some((x) => x.type === "event" && x.kind === "chat"));
    expect(onB.chats(channel)[0]?.data.text).toBe("hello from A");
    // Each node reports its connections to Redis every few seconds; the count is their sum.
    const count = async () => {
      const res = await fetch(`${nodeA.url}/web/chat/anchor/onlineCount`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ roomId: anchor.id }),
      });
      return ((await res.json()) as { data: { count: number } }).data.count;
    };
    const deadline = Date.now() + 15_000;
    while ((await count()) !== 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await count()).toBe(2);
    onA.close();
    onB.close();
  }, 60_000);

  it("closes a session's sockets on every node when it logs out on one", async () => {
    const user = await registerOn(nodeA);
    const onB = await ws(nodeB, user.token);
    await onB.subscribe(`user:${user.id}`);
    const res = await fetch(`${nodeA.url}/web/web_user/web_logout`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: user.token },
      body: "{}",
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    expect(await onB.closing()).toMatchObject({ code: 4001 });
  }, 30_000);

  // Two nodes stamp the same speaker's row from their own clocks: the anchor's sends were once
  // refused as "too soon" when the other node's stamp was a moment later (chatroom.test.ts).
  it("holds a user to one send budget across nodes", { timeout: 60_000, retry: 1 }, async () => {
    const anchor = await anchorRoom();
    const channel = `room:${anchor.id}`;
    const tabs = [await ws(nodeA, anchor.token), await ws(nodeB, anchor.token)];
    // Each socket stays within its own budget; together they are well past the user's.
    const each = SEND_BURST * 0.75;
    for (const [n, tab] of tabs.entries()) {
      for (let i = 0; i < each; i++)
        tab.send({ type: "send", channel, clientMsgId: `t${n}-${i}`, text: `tab ${n} ${i}` });
    }
    const answers = (tab: WsClient) => tab.events.filter((x) => x.type === "ack" || x.type === "refused");
    await Promise.all(tabs.map((tab) => tab.until(() => answers(tab).length === each, 30_000)));
    const all = tabs.flatMap(answers);
    expect(all.filter((x) => x.type === "ack").length).toBeLessThan(SEND_BURST * 1.25);
    // Any refusal but "too fast" is named, code and text, so a failure says what refused it.
    const others = all.filter((x) => x.type === "refused" && x.code !== ERRORS.chatTooFast);
    expect(others.map((x) => `${x.code} ${x.msg}`)).toEqual([]);
    for (const tab of tabs) tab.close();
  });

  it("resumes the clients of a killed node on the other with nothing lost or doubled", async () => {
    const anchor = await anchorRoom();
    const channel = `room:${anchor.id}`;
    const sender = await ws(nodeB, anchor.token);
    await sender.subscribe(channel);
    const watchers: WsClient[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await ws(nodeA);
      await c.subscribe(channel);
      watchers.push(c);
    }
    const total = 120;
    const acked: number[] = [];
    let sent = 0;
    const sending = (async () => {
      for (; sent < total; sent++) {
        const reply = await sender.say(channel, `message ${sent}`, `c-${sent}`);
        if (reply.type !== "ack") throw new Error(`refused: ${JSON.stringify(reply)}`);
        acked.push(Number(reply.seq));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    // Mid-stream, node A dies without a goodbye.
    while (sent < total / 3) await new Promise((r) => setTimeout(r, 5));
    await nodeA.stop("SIGKILL");
    // Its clients come back on node B with the last seq each of them holds.
    const resumed = await Promise.all(
      watchers.map(async (old) => {
        await old.until(() => old.socket.readyState === old.socket.CLOSED);
        const seen = old.chats(channel).map((c) => c.seq);
        const fresh = await ws(nodeB);
        await fresh.subscribe(channel, seen.at(-1) ?? 0);
        return { seen, fresh };
      }),
    );
    await sending;
    for (const { seen, fresh } of resumed) {
      await fresh.until(() => fresh.chats(channel).at(-1)?.seq === acked.at(-1), 15_000);
      const all = [...seen, ...fresh.chats(channel).map((c) => c.seq)];
      expect(all).toEqual(acked);
      fresh.close();
    }
    sender.close();
  }, 180_000);
});
