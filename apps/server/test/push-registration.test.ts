import { ERRORS, PUSH_TYPE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../src/db/schema/index.js";
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
