import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { PASSWORD, uniqueUsername } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_MAX: "3", REGISTER_RATE_MAX: "2", CODE_RATE_MAX: "2" });
});
afterAll(() => t.close());

// Each case has an address of its own, so runs sharing one Redis never see each other's counts.
const address = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const post = (url: string, payload: unknown, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: `/web/web_user/${url}`,
    payload: JSON.stringify(payload),
    remoteAddress,
    headers: { "content-type": "application/json" },
  });

describe("abuse limits per client address", () => {
  it("limits sign-in attempts", async () => {
    const ip = address();
    for (let i = 0; i < 3; i++) await post("web_pwd_login", { username: "nobody123", password: PASSWORD }, ip);
    const res = await post("web_pwd_login", { username: "nobody123", password: PASSWORD }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: ERRORS.rateLimited, data: { retryAfterMs: expect.any(Number) } });
  });

  it("limits registrations", async () => {
    const ip = address();
    const body = () => ({ username: uniqueUsername(), password: PASSWORD, confirmPassword: PASSWORD, agree: true });
    expect((await post("web_user_reg", body(), ip)).json().success).toBe(true);
    expect((await post("web_user_reg", body(), ip)).json().success).toBe(true);
    expect((await post("web_user_reg", body(), ip)).json().code).toBe(ERRORS.rateLimited);
  });

  it("limits code requests per address, whatever the phone", async () => {
    const ip = address();
    for (const phone of ["13900000001", "13900000002"])
      await post("web_get_phone_code", { phone, areaCode: "86", scene: "register" }, ip);
    const res = await post("web_get_phone_code", { phone: "13900000003", areaCode: "86", scene: "register" }, ip);
    expect(res.json().code).toBe(ERRORS.rateLimited);
  });
});
