import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ageCodes } from "./helpers/db.js";
import { call, codeFor, latestCode, PASSWORD, register, uniquePhone } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const requestCode = (phone: string, scene: string, lang = "en") =>
  call(t, "web_user/web_get_phone_code", { phone, areaCode: "86", scene }, undefined, lang);
const codeToken = (phone: string, scene: string, code: string) =>
  call(t, "web_user/code_token", { phone, areaCode: "86", scene, code });

async function userWithPhone() {
  const phone = uniquePhone();
  const code = await codeFor(t, "register", phone);
  const user = await register(t, { phone, areaCode: "86", smsCode: code });
  await ageCodes(t, phone);
  return { ...user, phone };
}

describe("SMS codes", () => {
  it("texts a code in the caller's language and lists it in the outbox, newest first", async () => {
    const phone = uniquePhone();
    const res = await requestCode(phone, "register", "zh");
    expect(res.body.data).toEqual({ resendAfter: 60, expiresIn: 300 });
    const outbox = (await t.app.inject({ method: "GET", url: `/web/dev/sms_outbox?phone=86${phone}` })).json();
    expect(outbox.data[0].body).toMatch(/^您的 Courtside 验证码是 \d{6}/);
  });

  it("refuses a second code inside the resend interval, with the seconds to wait", async () => {
    const phone = uniquePhone();
    await requestCode(phone, "register");
    const again = await requestCode(phone, "register");
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ERRORS.rateLimited);
    expect(again.body.msg).toMatch(/try again in (59|60) seconds/);
  });

  it("caps codes per phone per day, with a message of its own", async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      expect((await requestCode(phone, "register")).body.success).toBe(true);
      await ageCodes(t, phone);
    }
    const res = await requestCode(phone, "register");
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: ERRORS.smsPhoneDailyLimit,
      msg: "This phone number has received too many codes today. Please try again later",
      data: { retryAfter: expect.any(Number) },
    });
  });

  it("expires a code after 5 minutes", async () => {
    const { phone } = await userWithPhone();
    const code = await codeFor(t, "reset", phone);
    await ageCodes(t, phone, 301);
    expect((await codeToken(phone, "reset", code)).body.code).toBe(ERRORS.smsCodeWrong);
  });

  it("gives up on a code after 5 wrong tries", async () => {
    const { phone } = await userWithPhone();
    const code = await codeFor(t, "reset", phone);
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) expect((await codeToken(phone, "reset", wrong)).body.code).toBe(ERRORS.smsCodeWrong);
    expect((await codeToken(phone, "reset", code)).body.code).toBe(ERRORS.smsCodeWrong);
  });

  it("recovers a forgotten password: code → code token → new password, signing out everywhere", async () => {
    const { phone, username, token } = await userWithPhone();
    const code = await codeFor(t, "reset", phone);
    const ticket = await codeToken(phone, "reset", code);
    expect(ticket.body.data.codeToken).toBeTruthy();
    const mismatch = await call(t, "web_user/web_user_reset_password", {
      codeToken: ticket.body.data.codeToken,
      newPassword: "fresh1234",
      confirmPassword: "fresh1235",
    });
    expect(mismatch.body.code).toBe(ERRORS.validation);
    const reset = await call(t, "web_user/web_user_reset_password", {
      codeToken: ticket.body.data.codeToken,
      newPassword: "fresh1234",
      confirmPassword: "fresh1234",
    });
    expect(reset.body.success).toBe(true);
    const replay = await call(t, "web_user/web_user_reset_password", {
      codeToken: ticket.body.data.codeToken,
      newPassword: "other1234",
      confirmPassword: "other1234",
    });
    expect(replay.body.code).toBe(ERRORS.smsCodeWrong);
    expect((await call(t, "web_user/web_token_info", {}, token)).body.code).toBe(ERRORS.tokenInvalid);
    expect((await call(t, "web_user/web_pwd_login", { username, password: PASSWORD })).body.success).toBe(false);
    expect((await call(t, "web_user/web_pwd_login", { username, password: "fresh1234" })).body.success).toBe(true);
  });

  it("changes the phone: code to the new phone → code token → bind, shown masked; a taken phone is named only after its code", async () => {
    const { token } = await register(t);
    const phone = "13812345678";
    const fresh = `${phone.slice(0, 3)}${uniquePhone().slice(3)}`;
    await call(t, "web_user/web_get_phone_code", { phone: fresh, areaCode: "86", scene: "bind" }, token);
    const code = await latestCode(t, "86", fresh);
    const ticket = await codeToken(fresh, "bind", code);
    const bound = await call(t, "web_user/web_user_bind_phone", { codeToken: ticket.body.data.codeToken }, token);
    expect(bound.body.data.phone).toBe(`${fresh.slice(0, 3)}****${fresh.slice(-4)}`);
    const other = await register(t);
    await ageCodes(t, fresh);
    const asked = await call(
      t,
      "web_user/web_get_phone_code",
      { phone: fresh, areaCode: "86", scene: "bind" },
      other.token,
    );
    expect(asked.body.success).toBe(true);
    const otherTicket = await codeToken(fresh, "bind", await latestCode(t, "86", fresh));
    const taken = await call(
      t,
      "web_user/web_user_bind_phone",
      { codeToken: otherTicket.body.data.codeToken },
      other.token,
    );
    expect(taken.body.code).toBe(ERRORS.phoneBoundToOther);
  });

  it("refuses a code token of another scene", async () => {
    const { phone, token } = await userWithPhone();
    const code = await codeFor(t, "reset", phone);
    const ticket = await codeToken(phone, "reset", code);
    const res = await call(t, "web_user/web_user_bind_phone", { codeToken: ticket.body.data.codeToken }, token);
    expect(res.body.code).toBe(ERRORS.smsCodeWrong);
  });

  it("validates phone and area code", async () => {
    const empty = await call(t, "web_user/web_get_phone_code", { phone: "", areaCode: "", scene: "login" });
    const messages = empty.body.data.fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(expect.arrayContaining(["Phone number cannot be empty", "Area code cannot be empty"]));
    const bad = await call(t, "web_user/web_get_phone_code", { phone: "12ab", areaCode: "86", scene: "login" });
    expect(bad.body.data.fields[0].message).toBe("Phone number or area code is wrong");
  });
});
