import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { roomSeatChannel } from "@courtside/protocol";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redPacketShares, redPackets, walletEntries } from "../src/db/schema/index.js";
import { LEASE_MS } from "../src/modules/redpacket/share-queue-redis.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { spawnServer } from "./helpers/process.js";
import { makeAnchor } from "./helpers/rooms.js";
import { preparePglite } from "./helpers/template.js";
import { register } from "./helpers/users.js";
import { connectWs, type WsClient } from "./helpers/ws.js";
import { expectLedgerBalanced, fund, newKey } from "./wallet-fixtures.js";

/**
 * Red-packet grabs while the node serving them is killed (SIGKILL) mid-burst. Every grab that was
 * answered must be in the ledger, and nothing may be lost or made: the shares claimed and the
 * shares still open add up to the packet, and the ledger audit holds. Shares the dead node never
 * answered for stay grabbable. On PGlite one node is killed and started again on its data; with
 * PostgreSQL and Redis two nodes serve the packet from Redis, node 0 is killed and node 1 goes on.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const shared = onPostgres && Boolean(process.env.REDIS_URL);

const GRABBERS = 120;
const SHARES = 100;
const TOTAL = 10_000;
/** The burst is spread over this long, and the node dies once some grabs have been answered. */
const SPREAD_MS = 3_000;
const KILL_AFTER_ANSWERS = 10;

type Node = Awaited<ReturnType<typeof spawnServer>>;
type Grabber = { id: number; token: string; socket?: WsClient };
type Answer = { userId: number; amount: number; already: boolean };

let dataDir: string;
let t: TestApp | undefined;
const nodes: (Node | undefined)[] = [];
let grabbers: Grabber[] = [];
let publicId = "";
let serial = 0;

const nodeEnv = (slot: number) => ({
  DATA_DIR: onPostgres ? join(dataDir, `node${slot}`) : dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? "",
  REDIS_URL: shared ? (process.env.REDIS_URL ?? "") : "",
  MATCH_FEED: "none",
  MEDIA: "false",
  DEMO: "false",
  LOG_LEVEL: "warn",
  // The database is shared with the other suites: these nodes must not run their jobs.
  JOBS: "false",
  RED_PACKET_GRABS_PER_HOUR: "100000",
  RATE_LIMIT_MAX: "1000000",
  WS_MAX_PER_ADDRESS: "100000",
  WS_CONN_BURST: "100000",
});

/** The app in this process on the same database, for setting up and checking. */
const inProcess = () =>
  startTestApp({
    JOBS: "false",
    RED_PACKET_GRABS_PER_HOUR: "100000",
    ...(onPostgres ? {} : { DATA_DIR: dataDir }),
    ...(shared ? {} : { REDIS_URL: "" }),
  });

async function seat(grabber: Grabber, node: Node, roomId: number) {
  grabber.socket?.close();
  const port = Number(new URL(node.url).port);
  grabber.socket = await connectWs(`ws://127.0.0.1:${port}/web/ws`, { token: grabber.token });
  await grabber.socket.subscribe(roomSeatChannel(roomId, grabber.id));
}

/** One grab over HTTP: the answer, or undefined when none came (the node died first). */
async function grab(node: Node | undefined, grabber: Grabber): Promise<Answer | "refused" | undefined> {
  if (!node) return undefined;
  try {
    const res = await fetch(`${node.url}/web/redPacket/open/${publicId}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: grabber.token },
      body: "{}",
    });
    const body = (await res.json()) as { success: boolean; data?: { amount: number; already: boolean } };
    if (!body.success || !body.data) return "refused";
    return { userId: grabber.id, amount: body.data.amount, already: body.data.already };
  } catch {
    return undefined;
  }
}

let roomId = 0;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "courtside-rp-fault-"));
  if (!onPostgres) await preparePglite(dataDir);
  t = await inProcess();
  const anchor = await makeAnchor(t);
  roomId = anchor.id;
  await fund(t, anchor.id, TOTAL);
  const sent = await t.app.services.redPacket.send(anchor.id, {
    type: 2,
    content: 1,
    count: SHARES,
    amount: TOTAL,
    limitHours: 3,
    idempotencyKey: newKey(),
  });
  publicId = sent.id;
  const [row] = await t.db.select({ id: redPackets.id }).from(redPackets).where(eq(redPackets.publicId, publicId));
  serial = row?.id ?? 0;
  const accounts = [];
  for (let i = 0; i < GRABBERS; i += 1) accounts.push(await register(t));
  grabbers = accounts.map((account) => ({ id: Number(account.userInfo.uid), token: account.token }));
  // PGlite has one owner at a time: the nodes take the data over.
  if (!onPostgres) {
    await t.close();
    t = undefined;
  }
  for (let slot = 0; slot < (shared ? 2 : 1); slot += 1) nodes[slot] = await spawnServer(nodeEnv(slot));
}, 180_000);

afterAll(async () => {
  for (const grabber of grabbers) grabber.socket?.close();
  await Promise.all(nodes.map((node) => node?.stop("SIGKILL")));
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`red packet grabs while a node dies (${shared ? "PostgreSQL + Redis, two nodes" : onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("finds every answered grab in the ledger, loses no coin, and still hands out what nobody got", async () => {
    // Seats are kept by the node that survives (with Redis, any node sees them).
    const seatNode = () => (shared ? nodes[1] : nodes[0]);
    const first = seatNode();
    if (!first) throw new Error("no node");
    for (const grabber of grabbers) await seat(grabber, first, roomId);

    const answers: Answer[] = [];
    const started = Date.now();
    const burst = grabbers.map(async (grabber, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * SPREAD_MS) / GRABBERS));
      const answer = await grab(nodes[0], grabber);
      if (answer && answer !== "refused") answers.push(answer);
    });
    while (answers.length < KILL_AFTER_ANSWERS && Date.now() - started < SPREAD_MS) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await nodes[0]?.stop("SIGKILL");
    nodes[0] = undefined;
    await Promise.all(burst);
    const answeredBeforeKill = answers.length;
    expect(answeredBeforeKill).toBeGreaterThan(0);
    expect(answeredBeforeKill).toBeLessThan(GRABBERS);
    expect(Date.now() - started).toBeLessThan(30_000);

    // PGlite: the node starts again on its data; its queue is built anew from the share rows.
    if (!shared) {
      nodes[0] = await spawnServer(nodeEnv(0));
      for (const grabber of grabbers) await seat(grabber, nodes[0], roomId);
    }
    const serving = () => (shared ? nodes[1] : nodes[0]);
    const got = new Map(answers.map((answer) => [answer.userId, answer.amount]));
    const again = () =>
      Promise.all(
        grabbers.map(async (grabber) => {
          const answer = await grab(serving(), grabber);
          if (!answer || answer === "refused") return;
          // A grab answered before the kill is answered the same afterwards.
          const before = got.get(grabber.id);
          if (before !== undefined) expect(answer).toMatchObject({ amount: before, already: true });
          got.set(grabber.id, answer.amount);
        }),
      );
    await again();
    // Shares the dead node handed out come back once their lease runs out.
    if (shared && got.size < SHARES) {
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500));
      await again();
    }
    expect(got.size).toBe(SHARES);
    expect([...got.values()].reduce((a, b) => a + b, 0)).toBe(TOTAL);

    if (!shared) {
      await nodes[0]?.stop("SIGTERM");
      nodes[0] = undefined;
      t = await inProcess();
    }
    if (!t) throw new Error("no app to check with");
    const entries = await t.db
      .select({ key: walletEntries.idempotencyKey, amount: walletEntries.amount })
      .from(walletEntries)
      .where(like(walletEntries.idempotencyKey, `red_packet:${serial}:grab:%`));
    const ledger = new Map(entries.map((entry) => [Number(entry.key.split(":").pop()), entry.amount]));
    for (const answer of answers) expect(ledger.get(answer.userId)).toBe(answer.amount);
    expect(ledger).toEqual(got);
    const open = await t.db
      .select({ amount: redPacketShares.amount })
      .from(redPacketShares)
      .where(and(eq(redPacketShares.packetId, serial), eq(redPacketShares.state, 0)));
    expect(open).toHaveLength(0);
    await expectLedgerBalanced(t);
  }, 180_000);
});
