import { ERRORS, SECURITY_CODE_RULES } from "@courtside/protocol";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureCounters } from "../src/db/schema/index.js";
import { createSuperAdmin } from "../src/modules/admin/bootstrap.js";
import { type BackoffKind, backoffKey } from "../src/modules/auth/backoff.js";
import { adminCall, SECURITY_CODE } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ageCodes } from "./helpers/db.js";
import { codeFor, PASSWORD, register, uniquePhone, uniqueUsername } from "./helpers/users.js";

// The default per-address sign-in limit (10 a minute), behind a proxy whose X-Forwarded-For is trusted.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_MAX: "10", TRUST_PROXY: "1" });
});
afterAll(() => t.close());

/** Five client addresses of their own per case, so runs sharing one Redis never meet. */
const addresses = () => {
  const base = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return [1, 2, 3, 4, 5].map((n) => `${base}.${n}`);
};

async function post(path: string, body: unknown, from: { address: string; viaProxy?: boolean; device?: string }) {
  const res = await t.app.inject({
    method: "POST",
    url: `/web/web_user/${path}`,
    payload: JSON.stringify(body),
    // Directly from the address, or through the trusted proxy on 127.0.0.1 that names it.
    remoteAddress: from.viaProxy ? "127.0.0.1" : from.address,
    headers: {
      "content-type": "application/json",
      "language-config": "en",
      ...(from.viaProxy ? { "x-forwarded-for": from.address } : {}),
      ...(from.device ? { deviceinfo: from.device } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

const login = (username: string, password: string, from: { address: string; viaProxy?: boolean; device?: string }) =>
  post("web_pwd_login", { username, password }, from);

/** Lets a waiting account try again now, as if its wait had run out. */
async function endWait(kind: BackoffKind, subject: string) {
  await t.db
    .update(failureCounters)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(failureCounters.key, backoffKey(kind, subject)));
}

/** Wrong passwords from five addresses until the account waits. */
async function pushIntoBackoff(username: string) {
  const from = addresses();
  for (let i = 0; i < 10; i++) {
    const res = await login(username, "wrong1234", { address: from[i % 5] ?? "", viaProxy: i % 2 === 0 });
    if (res.body.code === ERRORS.passwordBackoff) return;
  }
  throw new Error("the account never waited");
}

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe("per-account back-off for passwords", () => {
  it("refuses most of 50 wrong passwords from 5 addresses without checking them, saying how long to wait", async () => {
    const { username } = await register(t);
    const from = addresses();
    const codes: number[] = [];
    let waiting: { status: number; body: { msg: string; data: { retryAfter: number } } } | undefined;
    for (let i = 0; i < 50; i++) {
      // Half direct, half through the proxy: the count is the account's either way.
      const res = await login(username, `guess${i}xyz`, { address: from[i % 5] ?? "", viaProxy: i % 2 === 1 });
      codes.push(res.body.code);
      if (res.body.code === ERRORS.passwordBackoff) waiting ??= res;
    }
    // Each address stays inside its own limit: only the per-account count can stop them.
    expect(count(codes, ERRORS.rateLimited)).toBe(0);
    expect(count(codes, ERRORS.usernameOrPasswordWrong)).toBeLessThanOrEqual(10);
    expect(count(codes, ERRORS.passwordBackoff)).toBeGreaterThanOrEqual(40);
    expect(waiting?.status).toBe(429);
    expect(waiting?.body.msg).toMatch(/^Too many wrong passwords for this account\. Try again in \d+ seconds?$/);
    expect(waiting?.body.data.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it("counts a burst of parallel guesses one by one", async () => {
    const { username } = await register(t);
    const from = addresses();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(username, `burst${i}xyz`, { address: from[i % 5] ?? "" })),
    );
    const codes = results.map((r) => r.body.code);
    expect(count(codes, ERRORS.usernameOrPasswordWrong)).toBeLessThanOrEqual(8);
    expect(count(codes, ERRORS.passwordBackoff)).toBeGreaterThanOrEqual(22);
  });

  it("refuses even the right password during the wait, takes it once the wait is over, and starts afresh", async () => {
    const { username } = await register(t);
    await pushIntoBackoff(username);
    const [address = ""] = addresses();
    expect((await login(username, PASSWORD, { address })).body.code).toBe(ERRORS.passwordBackoff);
    await endWait("password", username.toLowerCase());
    expect((await login(username.toUpperCase(), PASSWORD, { address })).body.success).toBe(true);
    // The success cleared the count: a typo now is just a wrong password.
    expect((await login(username, "typo12345", { address })).body.code).toBe(ERRORS.usernameOrPasswordWrong);
  });

  it("answers an unknown username with the same back-off, so it does not tell which accounts exist", async () => {
    const username = uniqueUsername("ghost");
    await pushIntoBackoff(username);
    const [address = ""] = addresses();
    expect((await login(username, PASSWORD, { address })).body.code).toBe(ERRORS.passwordBackoff);
  });

  it("lets the owner sign in with an SMS code while the password waits", async () => {
    const phone = uniquePhone();
    const { username } = await register(t, { phone, areaCode: "86", smsCode: await codeFor(t, "register", phone) });
    await ageCodes(t, phone);
    await pushIntoBackoff(username);
    const [address = ""] = addresses();
    const code = await codeFor(t, "login", phone);
    const res = await post("web_phone_login", { phone, areaCode: "86", code }, { address });
    expect(res.body.success).toBe(true);
    expect(res.body.data.userInfo.username).toBe(username);
  });

  it("lets the owner sign in from a device the account has used while a stranger's guesses wait", async () => {
    const { username } = await register(t);
    const device = "pc3f9a1c7e5b2d40a1b2c3d4e5f60718";
    const [home = "", ...others] = addresses();
    expect((await login(username, PASSWORD, { address: home, device })).body.success).toBe(true);
    await pushIntoBackoff(username);
    expect((await login(username, PASSWORD, { address: others[0] ?? "" })).body.code).toBe(ERRORS.passwordBackoff);
    const forged = await login(username, PASSWORD, { address: others[1] ?? "", device: "pc0000000000000000000000" });
    expect(forged.body.code).toBe(ERRORS.passwordBackoff);
    expect((await login(username, PASSWORD, { address: home, device })).body.success).toBe(true);
  });
});

describe("per-phone back-off for SMS codes", () => {
  it("makes the right code wait after wrong ones from several addresses, and takes it once the wait is over", async () => {
    const phone = uniquePhone();
    await register(t, { phone, areaCode: "86", smsCode: await codeFor(t, "register", phone) });
    await ageCodes(t, phone);
    const from = addresses();
    const code = await codeFor(t, "login", phone);
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) {
      const res = await post("web_phone_login", { phone, areaCode: "86", code: wrong }, { address: from[i] ?? "" });
      expect(res.body.code).toBe(ERRORS.smsCodeWrong);
    }
    // Five wrong tries spent that code; a fresh one is right but the phone waits first.
    await ageCodes(t, phone);
    const fresh = await codeFor(t, "login", phone);
    const early = await post("web_phone_login", { phone, areaCode: "86", code: fresh }, { address: from[0] ?? "" });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: ERRORS.smsCodeBackoff, data: { retryAfter: expect.any(Number) } });
    expect(early.body.msg).toMatch(/^Too many wrong codes for this phone number\. Try again in \d+ seconds?$/);
    await endWait("sms", `86${phone}`);
    const res = await post("web_phone_login", { phone, areaCode: "86", code: fresh }, { address: from[1] ?? "" });
    expect(res.body.success).toBe(true);
  });

  it("does not count guesses at a phone that has no live code", async () => {
    const phone = uniquePhone();
    await register(t, { phone, areaCode: "86", smsCode: await codeFor(t, "register", phone) });
    await ageCodes(t, phone, 600);
    const [address = ""] = addresses();
    for (let i = 0; i < 8; i++) {
      const res = await post("web_phone_login", { phone, areaCode: "86", code: "000000" }, { address });
      expect(res.body.code).toBe(ERRORS.smsCodeWrong);
    }
    const code = await codeFor(t, "login", phone);
    expect((await post("web_phone_login", { phone, areaCode: "86", code }, { address })).body.success).toBe(true);
  });
});

describe("the super-admin security code", () => {
  it("compares at most the allowed number of a burst of wrong codes, and the lock says how long", async () => {
    // Signed in from an address of its own: 127.0.0.1's count is shared with every suite of a run on Redis.
    const username = uniqueUsername("adm");
    const { userId } = await createSuperAdmin(t.db, { username, password: PASSWORD, securityCode: SECURITY_CODE });
    const [address = "10.0.0.1"] = addresses();
    const login = await post("web_pwd_login", { username, password: PASSWORD }, { address });
    const admin = { userId, token: String(login.body.data.token) };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => adminCall(t, "admin/verify", {}, admin.token, `burst-code-${i}`)),
    );
    const codes = results.map((r) => r.body.code);
    expect(count(codes, ERRORS.securityCodeWrong)).toBeLessThanOrEqual(SECURITY_CODE_RULES.maxAttempts - 1);
    expect(count(codes, ERRORS.securityCodeLocked)).toBeGreaterThanOrEqual(20 - SECURITY_CODE_RULES.maxAttempts + 1);
    const lock = results.find((r) => r.body.code === ERRORS.securityCodeLocked);
    expect(lock?.body.data.retryAfter).toBeGreaterThan(14 * 60);
  });
});
