import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANCHOR_STATE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../../apps/server/src/app.js";
import { loadConfig } from "../../apps/server/src/config.js";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { users } from "../../apps/server/src/db/schema/index.js";
import { createNaiveTables, naiveClaimed, naiveGrab, naiveSend } from "./naive.js";

/**
 * Red-packet grabs: 1,000 users grab one lucky packet at the same moment, on the embedded database
 * (PGlite) and on PostgreSQL, ours against a naive single-row-lock peer, alternating rounds.
 * Prints grabs/s, p50 and p99 of one grab, the ratio, and the conservation check of every round.
 * Usage: npm run redpacket -w @courtside/bench [-- --grabbers 1000 --shares 500 --rounds 3 --pg <url>]
 */
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? String(process.argv[index + 1]) : fallback;
};
const grabbers = Number(arg("grabbers", "1000"));
const shares = Number(arg("shares", "500"));
const rounds = Number(arg("rounds", "3"));
const pgUrl = arg(
  "pg",
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/courtside_bench_redpacket",
);
const total = shares * 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Round {
  grabsPerSec: number;
  p50: number;
  p99: number;
  winners: number;
  conserved: boolean;
}

/** Runs `grab` for every user at once; times each and the whole. */
async function burst(users: number[], grab: (userId: number) => Promise<number | null>) {
  const latencies: number[] = [];
  const started = performance.now();
  const amounts = await Promise.all(
    users.map(async (userId) => {
      const t0 = performance.now();
      const amount = await grab(userId).catch(() => null);
      latencies.push(performance.now() - t0);
      return amount;
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const won = amounts.filter((a): a is number => a !== null);
  return { elapsed, latencies, won };
}

async function ensurePgDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, "")}"`);
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${admin.host} not reachable (${(error as Error).message}); skipped`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function engine(label: string, databaseUrl: string) {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-bench-rp-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DATABASE_URL: databaseUrl,
    REDIS_URL: "",
    WEB_DIST: join(dataDir, "none"),
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database.db, logger: false });
  const { db } = database;
  await createNaiveTables(db);

  const tag = randomBytes(3).toString("hex");
  const newUsers = async (n: number, prefix: string) => {
    const ids: number[] = [];
    for (let start = 0; start < n; start += 500) {
      const rows = Array.from({ length: Math.min(500, n - start) }, (_, i) => ({
        username: `${prefix}${tag}${start + i}`,
        passwordHash: "-",
        nickname: `Fan ${start + i}`,
        appNumber: `${prefix}${tag}${start + i}`,
        imToken: "-",
      }));
      ids.push(...(await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id));
    }
    return ids;
  };
  const [anchorId] = await newUsers(1, "a");
  if (anchorId === undefined) throw new Error("no anchor");
  await db.update(users).set({ anchorState: ANCHOR_STATE.approved }).where(eq(users.id, anchorId));
  await app.services.live.ensureRoom(anchorId);
  await app.services.wallet.grant(0, {
    userId: anchorId,
    asset: 0,
    amount: total * rounds * 2,
    note: "bench",
    idempotencyKey: `bench-${tag}`,
  });
  const wallet = app.services.wallet;
  const packets = app.services.redPacket;
  // The crowd has no gateway sockets: it stands in the room here, as in the 500-grabber test, so
  // the figures are those of the grab itself.
  packets.presence.inRoom = async () => true;

  const ours: Round[] = [];
  const naive: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // A fresh crowd each round, so nobody has a share of the new packet already.
    const crowd = await newUsers(grabbers, `g${round}r`);

    const before = await wallet.audit();
    const packet = await packets.send(anchorId, {
      type: 2,
      content: 1,
      count: shares,
      amount: total,
      limitHours: 3,
      idempotencyKey: `bench-${tag}-${round}`,
    });
    const mine = await burst(crowd, (userId) => packets.grab(userId, packet.id).then((grab) => grab.amount));
    const after = await wallet.audit();
    const sumZero = [...after.sumByAsset.values()].every((sum) => sum === 0);
    const conserved =
      mine.won.length === Math.min(shares, grabbers) &&
      (grabbers < shares || mine.won.reduce((a, b) => a + b, 0) === total) &&
      after.mismatched.length === 0 &&
      after.negative.length === 0 &&
      sumZero &&
      before.rows.length > 0;
    ours.push({
      grabsPerSec: grabbers / mine.elapsed,
      p50: percentile(mine.latencies, 0.5),
      p99: percentile(mine.latencies, 0.99),
      winners: mine.won.length,
      conserved,
    });

    const naiveId = await naiveSend(db, shares, total);
    const theirs = await burst(crowd, (userId) => naiveGrab(db, naiveId, userId));
    const claimed = await naiveClaimed(db, naiveId);
    naive.push({
      grabsPerSec: grabbers / theirs.elapsed,
      p50: percentile(theirs.latencies, 0.5),
      p99: percentile(theirs.latencies, 0.99),
      winners: theirs.won.length,
      conserved: claimed.claims === Math.min(shares, grabbers) && (grabbers < shares || claimed.total === total),
    });
    console.log(
      `  ${label} round ${round + 1}: ours ${ours[round]?.grabsPerSec.toFixed(0)} grabs/s (${ours[round]?.winners} winners, ` +
        `conservation ${ours[round]?.conserved ? "ok" : "BROKEN"}); naive ${naive[round]?.grabsPerSec.toFixed(0)} grabs/s ` +
        `(${naive[round]?.winners} winners, ${naive[round]?.conserved ? "ok" : "BROKEN"})`,
    );
  }
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });

  const row = (name: string, list: Round[]) =>
    `| ${name} | ${median(list.map((r) => r.grabsPerSec)).toFixed(0)} | ${median(list.map((r) => r.p50)).toFixed(1)} ms | ` +
    `${median(list.map((r) => r.p99)).toFixed(1)} ms | ${list.every((r) => r.conserved) ? "ok" : "BROKEN"} |`;
  const ratio = median(ours.map((r) => r.grabsPerSec)) / median(naive.map((r) => r.grabsPerSec));
  const p99Ratio = median(naive.map((r) => r.p99)) / median(ours.map((r) => r.p99));
  console.log(
    `\n${label}: ${grabbers} concurrent grabbers, one lucky packet of ${shares} shares (${total} coins), medians of ${rounds}`,
  );
  console.log("| | grabs/s | p50 | p99 | conservation |\n|---|---|---|---|---|");
  console.log(row("Courtside (share queue, group commit)", ours));
  console.log(row("naive (one packet row FOR UPDATE)", naive));
  console.log(`| ours / naive | ${ratio.toFixed(2)}× | | p99 naive / ours ${p99Ratio.toFixed(2)}× | |\n`);
}

console.log(`bench/redpacket: ${grabbers} grabbers, ${shares} shares, ${rounds} rounds`);
await engine("embedded (PGlite)", "");
if (await ensurePgDatabase(pgUrl)) await engine("PostgreSQL", pgUrl);
process.exit(0);
