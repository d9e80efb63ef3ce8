import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatDevice, type Cluster, chatDevice, history, reliably } from "./helpers/chat-device.js";
import { spawnServer } from "./helpers/process.js";
import { PASSWORD, uniqueUsername } from "./helpers/users.js";

/**
 * Private messaging while a node dies: two server processes on one PostgreSQL and one Redis, twenty
 * people who are friends in a ring, each with one device, exchanging 5,000 messages while node 0 is
 * killed with SIGKILL and started again. Runs when DATABASE_URL and REDIS_URL are set.
 */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

const PEOPLE = 20;
const MESSAGES = 5_000;
const EACH = MESSAGES / PEOPLE;
/** Sends each device has in flight at once. */
const IN_FLIGHT = 4;
const READ_EVERY = 37;

type Node = Awaited<ReturnType<typeof spawnServer>>;
type Person = { id: number; token: string };
let dataDir: string;
const nodes: (Node | undefined)[] = [undefined, undefined];
const cluster: Cluster = { urls: [undefined, undefined] };

async function startNode(slot: number) {
  const node = await spawnServer({
    DATA_DIR: join(dataDir, `node${slot}`),
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    REDIS_URL: process.env.REDIS_URL ?? "",
    MATCH_FEED: "none",
    MEDIA: "false",
    DEMO: "false",
    LOG_LEVEL: "warn",
    // The database is shared with the other suites: these nodes must not run their jobs.
    JOBS: "false",
    // Everything comes from 127.0.0.1: this test is about failures, not about the limits.
    REGISTER_RATE_MAX: "100000",
    RATE_LIMIT_MAX: "1000000",
    WS_MAX_PER_ADDRESS: "100000",
    WS_CONN_BURST: "100000",
    WS_MSG_RATE: "100000",
    WS_MSG_BURST: "100000",
    WS_FRAME_RATE: "100000",
    WS_FRAME_BURST: "100000",
  });
  nodes[slot] = node;
  cluster.urls[slot] = node.url;
}

async function killNode(slot: number) {
  cluster.urls[slot] = undefined;
  await nodes[slot]?.stop("SIGKILL");
  nodes[slot] = undefined;
}

async function register(slot: number): Promise<Person> {
  const username = uniqueUsername("flt");
  const res = await fetch(`${cluster.urls[slot]}/web/web_user/web_user_reg`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD, confirmPassword: PASSWORD, agree: true }),
  });
  const body = (await res.json()) as { success: boolean; data: { token: string; userInfo: { uid: number } } };
  if (!body.success) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { token: body.data.token, id: Number(body.data.userInfo.uid) };
}

/** `a` applies to `b`, `b` accepts, and `a` opens their conversation. */
async function befriend(a: Person, b: Person, slot: number): Promise<number> {
  const applied = await reliably<{ status: string; application: { id: number } }>(
    cluster,
    slot,
    "chat/applyFriend",
    { userId: b.id, note: "", source: 1 },
    a.token,
  );
  if (applied.status !== "accepted") {
    await reliably(cluster, slot + 1, "chat/friend/accept", { id: applied.application.id }, b.token);
  }
  return (await reliably<{ id: number }>(cluster, slot, "chat/conversation/open", { userId: b.id }, a.token)).id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(!shared)("private messaging while a node is killed", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "courtside-im-fault-"));
    await Promise.all([startNode(0), startNode(1)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node?.stop("SIGKILL")));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("loses, doubles and miscounts nothing: every device ends with every message once, in order", async () => {
    const acked = new Map<string, number>();
    const people = await Promise.all(Array.from({ length: PEOPLE }, (_, i) => register(i % 2)));
    // A ring: everyone is friends with the next person, so each has two conversations.
    const ring = await Promise.all(people.map((p, i) => befriend(p, people[(i + 1) % PEOPLE] as Person, i % 2)));
    const mine = people.map((_, i) => [ring[(i + PEOPLE - 1) % PEOPLE] as number, ring[i] as number]);
    const devices: ChatDevice[] = people.map((p, i) => chatDevice(cluster, p, mine[i] ?? [], READ_EVERY));
    await Promise.all(devices.map((device, i) => device.connect(i % 2)));

    let restarted: Promise<void> | undefined;
    const sending = Promise.all(
      devices.map(async (device, i) => {
        const me = people[i] as Person;
        let next = 0;
        // A few sends in flight per device, as someone typing fast does before the acks come back.
        const lane = async () => {
          for (let k = next++; k < EACH; k = next++) {
            // The last part waits for the killed node to be back, so it serves traffic again.
            if (k >= EACH * 0.7) await restarted;
            const conversationId = mine[i]?.[k % 2] as number;
            const clientMsgId = `f${me.id}-${k}`;
            const text = `message ${k} from ${me.id}`;
            acked.set(clientMsgId, await device.send(conversationId, clientMsgId, text, k % 2 === 0, (i + k) % 2));
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
      }),
    );

    // A quarter in, node 0 dies without a goodbye; its devices move to node 1, senders retry there.
    await until(() => acked.size >= MESSAGES / 4, 180_000, "a quarter of the messages");
    await killNode(0);
    restarted = startNode(0);
    await restarted;
    // Back up: some devices move to it, so its gateway delivers again too.
    await Promise.all(
      devices
        .filter((device) => device.slot === 1)
        .slice(0, PEOPLE / 4)
        .map((device) => device.moveTo(0)),
    );
    await sending;
    expect(acked.size).toBe(MESSAGES);

    // What the server holds: each conversation gapless, each sent message exactly once.
    const truth = new Map<number, { seq: number; clientMsgId: string; senderId: number }[]>();
    for (const [i, conversationId] of ring.entries()) {
      truth.set(conversationId, await history(cluster, (people[i] as Person).token, conversationId));
    }
    const stored = [...truth.values()].flat();
    expect(stored.length).toBe(MESSAGES);
    expect(new Set(stored.map((m) => m.clientMsgId)).size).toBe(MESSAGES);
    for (const messages of truth.values()) expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1));
    // Every acknowledgement, retried ones too, names the seq the message was stored with.
    for (const m of stored) expect(acked.get(m.clientMsgId)).toBe(m.seq);

    // Every device gets there by its live stream and its catch-ups, with nothing twice.
    const head = (conversationId: number) => truth.get(conversationId)?.length ?? 0;
    for (const device of devices) {
      await until(
        () => [...device.held].every(([id, held]) => held.messages.length === head(id)),
        60_000,
        "every device to hold every message",
      );
    }
    for (const device of devices) {
      for (const [conversationId, held] of device.held) {
        expect(held.messages).toEqual(truth.get(conversationId));
        expect({ doubled: held.doubled, skipped: held.skipped }).toEqual({ doubled: 0, skipped: 0 });
      }
    }
    expect(devices.reduce((sum, device) => sum + device.reconnects, 0)).toBeGreaterThanOrEqual(PEOPLE / 2);

    // Unread: what each person has not marked read, never their own messages.
    await Promise.all(devices.map((device) => device.settled()));
    for (const [i, device] of devices.entries()) {
      const me = people[i] as Person;
      const list = await reliably<{
        list: { id: number; unread: number; readSeq: number }[];
        unreadTotal: number;
      }>(cluster, i % 2, "chat/conversation/list", {}, me.token);
      let total = 0;
      for (const [conversationId, held] of device.held) {
        const expected = held.messages.filter((m) => m.seq > held.read && m.senderId !== me.id).length;
        total += expected;
        expect(list.list.find((c) => c.id === conversationId)).toMatchObject({
          unread: expected,
          readSeq: held.read,
        });
      }
      expect(list.unreadTotal).toBe(total);
    }
    for (const device of devices) device.close();
    // Generous: the machine running it may be busy; nothing here measures time.
  }, 300_000);
});
