import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { GROUP_JOIN_SOURCE, GROUP_ROLE } from "@courtside/protocol";
import { count, eq } from "drizzle-orm";
import type WebSocket from "ws";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { imMessages, streamEvents, users } from "../../apps/server/src/db/schema/index.js";
import { addMembers, insertGroup } from "../../apps/server/src/modules/group/repo.js";
import { newAccount } from "../../apps/server/src/modules/user/account.js";
import { freePort, spawnServer } from "../../apps/server/test/helpers/process.js";
import { type Credentials, join, type Kind, sayFrame } from "./wire.js";

/**
 * One message to a big group: M members, N of them online (their websockets in a child process),
 * one sender (the owner). Courtside stores the message once and sends one event on `conv:<id>`;
 * the naive peer writes a row per member and sends a frame per online member. Each message is
 * sent once the previous one reached everyone; p50/p99 from send to delivery over all deliveries.
 * Usage: npm run group -w @courtside/bench [-- --members 5000 --online 2000 --messages 20]
 */
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? String(process.argv[index + 1]) : fallback;
};
const memberCount = Number(arg("members", "5000"));
const onlineCount = Number(arg("online", "2000"));
const messages = Number(arg("messages", "20"));

// The group, written before the server starts (embedded database): one password hash for all.
const dataDir = await mkdtemp(joinPath(tmpdir(), "courtside-group-"));
const database = await openDatabase({ dataDir });
const template = await newAccount({ username: "benchgroup", password: "bench12345", lang: "en" });
const people: Credentials[] = [];
for (let i = 0; i < memberCount; i += 500) {
  const rows = Array.from({ length: Math.min(500, memberCount - i) }, (_, j) => ({
    ...template,
    username: `bg${i + j}`,
    nickname: `member ${i + j}`,
    appNumber: String(2_000_000_000 + i + j),
    imToken: randomBytes(24).toString("base64url"),
  }));
  const inserted = await database.db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, appNumber: users.appNumber, imToken: users.imToken });
  people.push(...inserted.map((row) => ({ userId: row.id, appNumber: row.appNumber, imToken: row.imToken })));
}
const [owner, ...others] = people;
if (!owner) throw new Error("no owner");
const groupId = await database.db.transaction(async (tx) => {
  const group = await insertGroup(tx, { name: "bench group", ownerId: owner.userId, memberLimit: memberCount });
  await addMembers(tx, group.id, [
    { userId: owner.userId, role: GROUP_ROLE.owner, source: GROUP_JOIN_SOURCE.created, inviterId: null },
    ...others.map((p) => ({
      userId: p.userId,
      role: GROUP_ROLE.member,
      source: GROUP_JOIN_SOURCE.created,
      inviterId: owner.userId,
    })),
  ]);
  return group.id;
});
await database.close();
const onlineFile = joinPath(dataDir, "online.json");
const membersFile = joinPath(dataDir, "members.json");
await writeFile(onlineFile, JSON.stringify(others.slice(0, onlineCount)));
await writeFile(membersFile, JSON.stringify(people.map((p) => p.userId)));

const ours = await spawnServer({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  LOG_LEVEL: "warn",
  DEMO: "false",
  MEDIA: "false",
  MATCH_FEED: "none",
  RATE_LIMIT_MAX: "100000000",
  GROUP_MEMBER_LIMIT: String(memberCount),
  // Every client comes from this machine: the per-address limits are lifted, as in bench/fanout.
  WS_MAX_PER_ADDRESS: "1000000",
  WS_CONN_BURST: "1000000",
  WS_MSG_BURST: "1000000",
  WS_MSG_RATE: "1000000",
  WS_FRAME_BURST: "1000000",
  WS_FRAME_RATE: "1000000",
});

const peerPort = await freePort();
const peerDir = await mkdtemp(joinPath(tmpdir(), "courtside-group-peer-"));
const peer = fork(new URL("./naive.ts", import.meta.url).pathname, [peerDir, membersFile, String(peerPort)], {
  execArgv: ["--import", "tsx"],
});
await new Promise<void>((resolve) => peer.once("message", () => resolve()));
const urls: Record<Kind, string> = { courtside: ours.url, naive: `http://127.0.0.1:${peerPort}` };

interface Report {
  deliveries: number;
  hist: number[];
}

function startClients(kind: Kind) {
  const child: ChildProcess = fork(
    new URL("./clients.ts", import.meta.url).pathname,
    [kind, urls[kind], String(groupId), onlineFile],
    { execArgv: ["--import", "tsx"] },
  );
  let waiting: ((report: Report) => void) | undefined;
  const ready = new Promise<void>((resolve) => {
    child.on("message", (message: { type: string } & Report) => {
      if (message.type === "ready") resolve();
      if (message.type === "report") waiting?.(message);
    });
  });
  return {
    ready,
    collect: () =>
      new Promise<Report>((resolve) => {
        waiting = resolve;
        child.send({ type: "report" });
      }),
    stop: () => child.send({ type: "exit" }),
  };
}

function percentile(hist: number[], p: number): number {
  const total = hist.reduce((sum, n) => sum + (n ?? 0), 0);
  let seen = 0;
  for (let ms = 0; ms < hist.length; ms++) {
    seen += hist[ms] ?? 0;
    if (seen >= total * p) return ms;
  }
  return hist.length;
}

async function runOne(kind: Kind) {
  const clients = startClients(kind);
  await clients.ready;
  const sender: WebSocket = await join(kind, urls[kind], groupId, owner as Credentials);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await clients.collect();
  const hist: number[] = [];
  let delivered = 0;
  for (let i = 0; i < messages; i++) {
    sender.send(sayFrame(kind, groupId, `b${Date.now()}-${i}`, `m-${kind}-${i}`));
    const deadline = Date.now() + 30_000;
    let got = 0;
    while (got < onlineCount && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const report = await clients.collect();
      got += report.deliveries;
      report.hist.forEach((n, ms) => {
        if (n) hist[ms] = (hist[ms] ?? 0) + n;
      });
    }
    delivered += got;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  sender.close();
  clients.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { delivered, expected: messages * onlineCount, p50: percentile(hist, 0.5), p99: percentile(hist, 0.99) };
}

console.log(
  `bench/group: ${memberCount} members, ${onlineCount} online, ${messages} messages one after another from the owner`,
);
const o = await runOne("courtside");
const n = await runOne("naive");
await ours.stop();
const peerRows = await new Promise<number>((resolve) => {
  peer.once("message", (message: { rows: number }) => resolve(message.rows));
  peer.send({ type: "count" });
});
peer.send({ type: "exit" });

// What Courtside stored: one message row and one stream event per message, no row per member.
const after = await openDatabase({ dataDir });
const [stored] = await after.db.select({ n: count() }).from(imMessages).where(eq(imMessages.conversationId, groupId));
const [events] = await after.db
  .select({ n: count() })
  .from(streamEvents)
  .where(eq(streamEvents.channel, `conv:${groupId}`));
await after.close();

const line = (name: string, r: typeof o, rows: string) =>
  `  ${name.padEnd(10)} delivered ${r.delivered}/${r.expected}  p50 ${r.p50} ms  p99 ${r.p99} ms  ${rows}`;
console.log(line("courtside", o, `rows: ${stored?.n} message rows, ${events?.n} stream events`));
console.log(line("naive", n, `rows: ${peerRows} inbox rows`));
console.log(
  `  ratio naive/courtside  p50 ${(n.p50 / Math.max(1, o.p50)).toFixed(2)}×  p99 ${(n.p99 / Math.max(1, o.p99)).toFixed(2)}×`,
);
await rm(dataDir, { recursive: true, force: true });
await rm(peerDir, { recursive: true, force: true });
process.exit(0);
