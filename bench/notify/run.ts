import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PUSH_TYPE, WEB_ACTION_TYPE } from "@courtside/protocol";
import { sql } from "drizzle-orm";
import webpush from "web-push";
import { buildApp } from "../../apps/server/src/app.js";
import { loadConfig } from "../../apps/server/src/config.js";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { notifications, pushSubscriptions, users } from "../../apps/server/src/db/schema/index.js";
import { loadVapidKeys } from "../../apps/server/src/modules/push/vapid.js";
import { startPushService } from "../../apps/server/test/helpers/push-service.js";
import { preparePglite } from "../../apps/server/test/helpers/template.js";

/**
 * Notice dispatch: a super-admin notice to 10,000 users, each with one browser subscribed at a
 * loopback HTTPS push service (bench and service on one machine). Courtside: the notices stored
 * with their pushes queued in the outbox, then sent by the dispatcher (RFC 8291 encryption per
 * push, a cached VAPID token per push service, kept-alive connections, 64 browsers at a time).
 * Peer: `web-push` used as its README shows (`sendNotification` with `vapidDetails`), 64 at a time
 * from memory, no database. Prints notices per second of both, alternating rounds.
 * Usage: npm run notify -w @courtside/bench [-- --subscriptions 10000 --rounds 2]
 */
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? String(process.argv[index + 1]) : fallback;
};
const subscriptions = Number(arg("subscriptions", "10000"));
const rounds = Number(arg("rounds", "2"));
const CONCURRENCY = 64;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = await mkdtemp(join(tmpdir(), "courtside-bench-notify-"));
await preparePglite(dataDir);
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  LOG_LEVEL: "warn",
  DEMO: "0",
  PUSH_SERVICE_HOSTS: "127.0.0.1",
});
const database = await openDatabase(config);
const app = await buildApp({ config, db: database.db });
await app.ready();
const service = await startPushService({ keep: false });
app.services.push.useAgent(service.agent(CONCURRENCY));
const vapid = await loadVapidKeys(database.db, config.push);

/** 10,000 users and one subscription each, written straight to the database. */
async function seed() {
  const tag = randomBytes(3).toString("hex");
  const subs: { endpoint: string; keys: { p256dh: string; auth: string } }[] = [];
  for (let from = 0; from < subscriptions; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, subscriptions - from) }, (_, i) => ({
      username: `bench${tag}${from + i}`,
      passwordHash: "-",
      nickname: `Fan ${from + i}`,
      appNumber: `b${tag}${from + i}`,
      imToken: "-",
    }));
    const rows = await database.db.insert(users).values(batch).returning({ id: users.id });
    const made = rows.map((row) => ({ row, sub: service.subscribe().json }));
    await database.db.insert(pushSubscriptions).values(
      made.map(({ row, sub }) => ({
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        userId: row.id,
        platform: 3,
      })),
    );
    subs.push(...made.map(({ sub }) => sub));
  }
  return subs;
}

async function courtside(round: number) {
  const before = service.count();
  const started = performance.now();
  const recipients = await app.services.notification.adminNotice({
    title: `Round ${round}`,
    body: "The final starts in an hour",
    webActionType: WEB_ACTION_TYPE.match,
    webActionContent: "1",
  });
  const stored = performance.now();
  await app.services.push.runDue();
  const sent = service.count() - before;
  const done = performance.now();
  return {
    recipients,
    sent,
    storeMs: stored - started,
    sendMs: done - stored,
    perSec: sent / ((done - started) / 1000),
  };
}

async function peer(subs: { endpoint: string; keys: { p256dh: string; auth: string } }[], round: number) {
  const agent = new Agent({ ca: service.cert, keepAlive: false, maxSockets: CONCURRENCY });
  const payload = JSON.stringify({
    type: PUSH_TYPE.notice,
    title: `Round ${round}`,
    body: "The final starts in an hour",
  });
  const before = service.count();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < subs.length) {
        const sub = subs[next++];
        if (!sub) continue;
        await webpush
          .sendNotification(sub, payload, { vapidDetails: vapid, TTL: 86_400, agent })
          .catch(() => undefined);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sent = service.count() - before;
  return { sent, perSec: sent / elapsed };
}

try {
  console.log(`seeding ${subscriptions} users with one subscription each…`);
  const subs = await seed();
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const a = await courtside(round);
    console.log(
      `round ${round} courtside: ${a.sent}/${a.recipients} pushes, store ${(a.storeMs / 1000).toFixed(1)} s, ` +
        `send ${(a.sendMs / 1000).toFixed(1)} s, ${Math.round(a.perSec)} notices/s`,
    );
    ours.push(a.perSec);
    const b = await peer(subs, round);
    console.log(`round ${round} web-push as documented: ${b.sent} pushes, ${Math.round(b.perSec)} pushes/s`);
    theirs.push(b.perSec);
  }
  const [stored] = await database.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
  console.log(`\nnotices stored: ${stored?.n ?? 0}`);
  console.log(`courtside (store + outbox + dispatch): ${Math.round(median(ours))} notices/s (median of ${rounds})`);
  console.log(`web-push from memory, no database:    ${Math.round(median(theirs))} pushes/s (median of ${rounds})`);
  console.log(`ratio: ${(median(ours) / median(theirs)).toFixed(2)}×`);
} finally {
  await app.close();
  await service.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
