import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ageCodes } from "./helpers/db.js";
import { call, codeFor, PASSWORD, register, uniquePhone, uniqueUsername } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SMS_PHONE_DAILY_MAX: "3" });
});
afterAll(() => t.close());

const address = () => `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
async function requestCode(app: TestApp, phone: string, scene: string, remoteAddress = address()) {
  const res = await app.app.inject({
    method: "POST",
    url: "/web/web_user/web_get_phone_code",
    payload: JSON.stringify({ phone, areaCode: "86", scene }),
    remoteAddress,
    headers: { "content-type": "application/json", "language-config": "en" },
  });
  return { status: res.statusCode, body: res.json() };
}

async function userWithPhone() {
  const phone = uniquePhone();
  await register(t, { phone, areaCode: "86", smsCode: await codeFor(t, "register", phone) });
  await ageCodes(t, phone);
  return phone;
}

describe("SMS sending limits", () => {
  it("caps the codes one phone gets in a day at SMS_PHONE_DAILY_MAX, from whatever address", async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 3; i++) {
      expect((await requestCode(t, phone, "register")).body.success).toBe(true);
      await ageCodes(t, phone);
    }
    const res = await requestCode(t, phone, "register");
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: ERRORS.smsPhoneDailyLimit, data: { retryAfter: expect.any(Number) } });
    expect(await outbox(t, `86${phone}`)).toHaveLength(3);
  });

  it("texts one code when many addresses ask for one phone at once", async () => {
    const phone = uniquePhone();
    const results = await Promise.all(Array.from({ length: 10 }, () => requestCode(t, phone, "register")));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ERRORS.rateLimited)).toHaveLength(9);
    expect(await outbox(t, `86${phone}`)).toHaveLength(1);
  });

  it("answers sign-in and reset code requests alike whether or not the phone has an account, texting only the account", async () => {
    const member = await userWithPhone();
    const stranger = uniquePhone();
    for (const scene of ["login", "reset"]) {
      const known = await requestCode(t, member, scene);
      const unknown = await requestCode(t, stranger, scene);
      expect(unknown).toEqual(known);
      await ageCodes(t, member);
      await ageCodes(t, stranger);
    }
    expect(await outbox(t, `86${member}`)).toHaveLength(3);
    expect(await outbox(t, `86${stranger}`)).toHaveLength(0);
  });

  it("does not tell a sign-up with a wrong code that the phone is taken", async () => {
    const member = await userWithPhone();
    const res = await call(t, "web_user/web_user_reg", {
      username: uniqueUsername(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agree: true,
      phone: member,
      areaCode: "86",
      smsCode: "000000",
    });
    expect(res.body.code).toBe(ERRORS.smsCodeWrong);
  });

  it("sends bind codes only to signed-in users", async () => {
    const res = await requestCode(t, uniquePhone(), "bind");
    expect(res.body.code).toBe(ERRORS.loginRequired);
  });
});

describe("the daily SMS budget", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ SMS_DAILY_BUDGET: "3" });
  });
  afterAll(() => small.close());

  it("stops texting codes once the day's budget is spent, with a message of its own", async () => {
    // Runs on one PostgreSQL share the day's count, so the budget may be partly spent already.
    const results: { phone: string; res: Awaited<ReturnType<typeof requestCode>> }[] = [];
    for (let i = 0; i < 4; i++) {
      const phone = uniquePhone();
      results.push({ phone, res: await requestCode(small, phone, "register") });
    }
    expect(results.filter((r) => r.res.body.success).length).toBeLessThanOrEqual(3);
    const refused = results.find((r) => !r.res.body.success);
    expect(refused?.res.status).toBe(429);
    expect(refused?.res.body).toMatchObject({
      code: ERRORS.smsDailyBudget,
      msg: "Text messages cannot be sent right now. Please try again later",
      data: { retryAfter: expect.any(Number) },
    });
    expect(await outbox(small, `86${refused?.phone}`)).toHaveLength(0);
  });
});
