import { ERRORS, PUSH_TYPE } from "@courtside/protocol";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../src/db/client.js";
import { pushDeliveries, pushSubscriptions } from "../src/db/schema/index.js";
import { createPushService } from "../src/modules/push/service.js";
import { loadVapidKeys } from "../src/modules/push/vapid.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { type LoopbackPushService, startPushService } from "./helpers/push-service.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let service: LoopbackPushService;

beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none", PUSH_SERVICE_HOSTS: "127.0.0.1" });
  service = await startPushService();
  t.app.services.push.useAgent(service.agent());
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const rowsFor = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

const register_ = (token: string, body: Record<string, unknown>) => call(t, "jpush/pushToken", body, token);

/** A user whose one browser is subscribed at the loopback service. */
async function subscribedUser() {
  const account = await register(t);
  const sub = service.subscribe();
  await register_(account.token, { platform: 3, token: JSON.stringify(sub.json) });
  return { ...account, id: Number(account.userInfo.uid), sub };
}

/** Another node's push service on `db` (its own dispatcher and sender), sending to the loopback service. */
function node(db: Db = t.db) {
  const push = createPushService({ db, config: t.config, log: t.app.log });
  push.useAgent(service.agent());
  return push;
}

/** The bodies of the pushes that reached these subscriptions since `from`, sorted. */
const bodiesAt = (ids: string[], from = 0) =>
  service.received
    .slice(from)
    .filter((push) => ids.includes(push.subscription))
    .map((push) => String(push.message.body))
    .sort();

let counter = 0;
const notice = (userId: number) => {
  counter += 1;
  return t.app.services.notification.notify([userId], {
    type: PUSH_TYPE.notice,
    dedupeKey: `test:${counter}`,
    data: { type: PUSH_TYPE.notice, notify: { title: "Hi", body: "", webActionType: 3, webActionContent: "" } },
    text: () => ({ title: "Hi", body: `notice ${counter}` }),
  });
};

describe("VAPID keys", () => {
  it("serves the public key browsers subscribe with, the same one on every start", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/jpush/publicKey" });
    const { publicKey } = res.json().data;
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const again = await loadVapidKeys(t.db, t.config.push);
    expect(again.publicKey).toBe(publicKey);
  });

  it("uses the configured pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set", async () => {
    const keys = await loadVapidKeys(t.db, { ...t.config.push, vapidPublicKey: "pub", vapidPrivateKey: "priv" });
    expect(keys).toMatchObject({ publicKey: "pub", privateKey: "priv" });
  });
});

describe("registering a browser (/jpush/pushToken)", () => {
  it("keeps one subscription per endpoint, updated when sent again or by another account", async () => {
    const first = await register(t);
    const second = await register(t);
    const sub = service.subscribe();
    const token = JSON.stringify(sub.json);
    expect((await register_(first.token, { platform: 3, token })).body.success).toBe(true);
    expect((await register_(first.token, { platform: 5, token })).body.success).toBe(true);
    expect(await rowsFor(sub.json.endpoint)).toMatchObject([{ userId: first.userInfo.uid, platform: 5 }]);
    await register_(second.token, { platform: 4, token });
    expect(await rowsFor(sub.json.endpoint)).toMatchObject([{ userId: second.userInfo.uid, platform: 4 }]);
    await call(t, "jpush/pushToken/remove", { endpoint: sub.json.endpoint }, second.token);
    expect(await rowsFor(sub.json.endpoint)).toEqual([]);
  });

  it("refuses a token that is no subscription, a push service not configured, and visitors", async () => {
    const { token } = await register(t);
    const sub = service.subscribe().json;
    const refused = async (body: Record<string, unknown>, auth?: string) =>
      (await call(t, "jpush/pushToken", body, auth)).body.code;
    expect(await refused({ platform: 3, token: "not json" }, token)).toBe(ERRORS.pushSubscriptionInvalid);
    expect(await refused({ platform: 3, token: JSON.stringify({ ...sub, keys: {} }) }, token)).toBe(
      ERRORS.pushSubscriptionInvalid,
    );
    expect(
      await refused({ platform: 3, token: JSON.stringify({ ...sub, endpoint: "http://127.0.0.1/push/x" }) }, token),
    ).toBe(ERRORS.pushSubscriptionInvalid);
    // Pushes go only to push services: never to an address of the server's own network.
    expect(
      await refused({ platform: 3, token: JSON.stringify({ ...sub, endpoint: "https://10.0.0.5/push/x" }) }, token),
    ).toBe(ERRORS.pushServiceNotAllowed);
    expect(await refused({ platform: 9, token: JSON.stringify(sub) }, token)).toBe(ERRORS.validation);
    expect(await refused({ platform: 3, token: JSON.stringify(sub) })).toBe(ERRORS.loginRequired);
  });
});

describe("answers of the push service", () => {
  it("removes a subscription the service says is gone (410), with its waiting pushes", async () => {
    const user = await subscribedUser();
    service.answer(user.sub.id, { status: 410 });
    await notice(user.id);
    await t.app.services.push.runDue();
    expect(await rowsFor(user.sub.json.endpoint)).toEqual([]);
    await notice(user.id);
    await t.app.services.push.runDue();
    expect(service.received.filter((push) => push.subscription === user.sub.id)).toEqual([]);
  });

  it("removes a subscription the service does not know (404)", async () => {
    const user = await subscribedUser();
    service.expire(user.sub.id);
    await notice(user.id);
    await t.app.services.push.runDue();
    expect(await rowsFor(user.sub.json.endpoint)).toEqual([]);
  });

  it("tries again after 429 once Retry-After has passed, and after a 5xx, keeping the order", async () => {
    const user = await subscribedUser();
    service.answer(user.sub.id, { status: 429, retryAfter: "1" }, { status: 503, retryAfter: "1" });
    await notice(user.id);
    await notice(user.id);
    const arrived = () => service.received.filter((push) => push.subscription === user.sub.id);
    await t.app.services.push.runDue();
    expect(arrived()).toEqual([]);
    await expect
      .poll(
        async () => {
          await t.app.services.push.runDue();
          return arrived().map((push) => push.message.body);
        },
        { timeout: 10_000, interval: 300 },
      )
      .toEqual([`notice ${counter - 1}`, `notice ${counter}`]);
    expect(await rowsFor(user.sub.json.endpoint)).toHaveLength(1);
  });

  it("stops pushing to a browser whose session signed out", async () => {
    const user = await subscribedUser();
    await call(t, "web_user/web_logout", {}, user.token);
    await notice(user.id);
    await t.app.services.push.runDue();
    expect(service.received.filter((push) => push.subscription === user.sub.id)).toEqual([]);
  });

  it("sends each push once, even with several dispatchers sweeping at the same moment", async () => {
    const users = await Promise.all([subscribedUser(), subscribedUser(), subscribedUser()]);
    for (const user of users) for (let i = 0; i < 5; i++) await notice(user.id);
    const before = service.count();
    await Promise.all([t.app.services.push.runDue(), t.app.services.push.runDue(), t.app.services.push.runDue()]);
    expect(service.count() - before).toBe(15);
  });
});

describe("once across nodes, none lost over a restart", () => {
  // Two nodes need two connections to one database: PGlite has one, so this runs on PostgreSQL.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "sends each push once when two nodes, each on its own connections, sweep the same pushes at once",
    async () => {
      const databases = await Promise.all([openDatabase(t.config), openDatabase(t.config)]);
      const nodes = databases.map((database) => node(database.db));
      try {
        // 30 browsers of one user and 20 notices: 600 pushes, more than one node claims at a time.
        const user = await subscribedUser();
        const more = Array.from({ length: 29 }, () => service.subscribe());
        await Promise.all(more.map((sub) => register_(user.token, { platform: 3, token: JSON.stringify(sub.json) })));
        const browsers = [user.sub.id, ...more.map((sub) => sub.id)];
        const from = service.received.length;
        const notices: string[] = [];
        for (let i = 0; i < 20; i++) {
          await notice(user.id);
          notices.push(`notice ${counter}`);
        }
        const claimed = await Promise.all(nodes.map((each) => each.runDue()));
        // Both nodes took a share of the same due pushes at the same moment.
        expect(Math.min(...claimed)).toBeGreaterThan(0);
        // On a database shared with other suites, their dispatchers may take one of these and put
        // it off (they cannot reach this push service): sweep again until every push is in.
        await expect
          .poll(
            async () => {
              await Promise.all(nodes.map((each) => each.runDue()));
              return service.received.length - from;
            },
            { timeout: 20_000, interval: 500 },
          )
          .toBeGreaterThanOrEqual(600);
        await Promise.all(nodes.map((each) => each.runDue()));
        for (const browser of browsers) expect(bodiesAt([browser], from)).toEqual([...notices].sort());
        expect(bodiesAt(browsers, from)).toHaveLength(600);
      } finally {
        await Promise.all(nodes.map((each) => each.stop()));
        await Promise.all(databases.map((database) => database.close()));
      }
    },
    60_000,
  );

  it("sends a push whose node claimed it and died once its lease ran out, and only once", async () => {
    const user = await subscribedUser();
    const [subscription] = await rowsFor(user.sub.json.endpoint);
    const ours = eq(pushDeliveries.subscriptionId, subscription?.id ?? 0);
    await notice(user.id);
    // A node claimed it as `claimDue` does (leased for a minute, attempt counted) and died before
    // it sent or settled it.
    await t.db
      .update(pushDeliveries)
      .set({ lockedUntil: new Date(Date.now() + 60_000), attempts: sql`${pushDeliveries.attempts} + 1` })
      .where(ours);
    const restarted = node();
    try {
      // While the lease runs no one else sends it: its node might only be slow.
      await Promise.all([restarted.runDue(), t.app.services.push.runDue()]);
      expect(bodiesAt([user.sub.id])).toEqual([]);
      // The lease ran out: the node that came up after the restart (or any other) picks it up.
      await t.db
        .update(pushDeliveries)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(ours);
      await expect
        .poll(
          async () => {
            await Promise.all([restarted.runDue(), t.app.services.push.runDue()]);
            return bodiesAt([user.sub.id]);
          },
          { timeout: 15_000, interval: 300 },
        )
        .toEqual([`notice ${counter}`]);
      await Promise.all([restarted.runDue(), t.app.services.push.runDue()]);
      expect(bodiesAt([user.sub.id])).toEqual([`notice ${counter}`]);
      expect(await t.db.select().from(pushDeliveries).where(ours)).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
