import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, uniquePhone } from "./helpers/users.js";

// `on` serves the outbox and trusts a proxy's X-Forwarded-For, as a deployment behind one would.
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  on = await startTestApp({ TRUST_PROXY: "1" });
  off = await startTestApp({ SMS_OUTBOX: "0" });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const outbox = (t: TestApp, query: string, remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/web/dev/sms_outbox${query}`, remoteAddress, headers });

async function sentCode(t: TestApp) {
  const phone = uniquePhone();
  const res = await call(t, "web_user/web_get_phone_code", { phone, areaCode: "86", scene: "register" });
  expect(res.body.success).toBe(true);
  return `86${phone}`;
}

describe("the development SMS outbox", () => {
  it("is not served unless SMS_OUTBOX=1, even with the log provider", async () => {
    const target = await sentCode(off);
    const res = await outbox(off, `?phone=${target}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: ERRORS.notFound });
  });

  it("shows a phone's texts to a caller on this machine", async () => {
    const target = await sentCode(on);
    const res = await outbox(on, `?phone=${target}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ phone: target, body: expect.stringMatching(/\d{6}/) });
  });

  it("answers nobody else, whatever X-Forwarded-For claims", async () => {
    const target = await sentCode(on);
    const remote = await outbox(on, `?phone=${target}`, "203.0.113.7");
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain(target);
    const spoofed = await outbox(on, `?phone=${target}`, "203.0.113.7", { "x-forwarded-for": "127.0.0.1" });
    expect(spoofed.statusCode).toBe(404);
    // A proxy on this machine makes every visitor's socket local: a forwarded request is refused too.
    const proxied = await outbox(on, `?phone=${target}`, "127.0.0.1", { "x-forwarded-for": "198.51.100.4" });
    expect(proxied.statusCode).toBe(404);
  });

  it("never lists every text: a phone is required", async () => {
    await sentCode(on);
    const res = await outbox(on, "");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ERRORS.validation, data: { fields: expect.any(Array) } });
  });
});
