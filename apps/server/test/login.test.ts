import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ageCodes, sessionDevices } from "./helpers/db.js";
import { call, codeFor, latestCode, PASSWORD, register, uniquePhone } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) => call(t, "web_user/web_pwd_login", { username, password });

describe("sign-in and sessions", () => {
  it("signs in with username (any case) and password", async () => {
    const { username, userInfo } = await register(t);
    const res = await login(username.toUpperCase(), PASSWORD);
    expect(res.body.success).toBe(true);
    expect(res.body.data.userInfo.uid).toBe(userInfo.uid);
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const { username } = await register(t);
    const wrong = await login(username, "wrong1234");
    const unknown = await login("nobody12345", PASSWORD);
    expect(wrong.body).toMatchObject({ code: ERRORS.usernameOrPasswordWrong, msg: "Username or password is wrong" });
    expect(unknown.body.code).toBe(ERRORS.usernameOrPasswordWrong);
  });

  it("says which field is empty", async () => {
    const res = await login("", "");
    expect(res.body.code).toBe(ERRORS.validation);
    expect(res.body.data.fields[0].message).toBe("Username or password cannot be empty");
  });

  it("answers 2321 for a forged, a garbage or a revoked token, and asks for sign-in without one", async () => {
    const { token } = await register(t);
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await call(t, "web_user/web_token_info", {}, forged);
    // Named in full, so a failure shows what was let through and for which token.
    expect(refused.body.code, `${token} → ${JSON.stringify(refused.body)}`).toBe(ERRORS.tokenInvalid);
    expect((await call(t, "web_user/web_token_info", {}, "garbage")).body.code).toBe(ERRORS.tokenInvalid);
    expect((await call(t, "web_user/web_token_info", {}, `Bearer ${token}`)).body.success).toBe(true);
    expect((await call(t, "web_user/web_token_info", {})).body.code).toBe(ERRORS.loginRequired);
    await call(t, "web_user/web_logout", {}, token);
    const after = await call(t, "web_user/web_token_info", {}, token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ERRORS.tokenInvalid);
  });

  it("ends every session on a password change and hands back a new token", async () => {
    const { username, token } = await register(t);
    const other = (await login(username, PASSWORD)).body.data.token;
    const bad = await call(
      t,
      "web_user/web_user_change_password",
      { oldPassword: "wrong1234", newPassword: "newpass123", confirmPassword: "newpass123" },
      token,
    );
    expect(bad.body.code).toBe(ERRORS.wrongLoginPassword);
    const res = await call(
      t,
      "web_user/web_user_change_password",
      { oldPassword: PASSWORD, newPassword: "newpass123", confirmPassword: "newpass123" },
      token,
    );
    expect(res.body.success).toBe(true);
    expect((await call(t, "web_user/web_token_info", {}, token)).body.code).toBe(ERRORS.tokenInvalid);
    expect((await call(t, "web_user/web_token_info", {}, other)).body.code).toBe(ERRORS.tokenInvalid);
    expect((await call(t, "web_user/web_token_info", {}, res.body.data.token)).body.success).toBe(true);
    expect((await login(username, PASSWORD)).body.code).toBe(ERRORS.usernameOrPasswordWrong);
    expect((await login(username, "newpass123")).body.success).toBe(true);
  });

  it("records the client's DeviceInfo with the session", async () => {
    const { username } = await register(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/web/web_user/web_pwd_login",
      payload: { username, password: PASSWORD },
      headers: { deviceinfo: "pcabc123" },
    });
    expect(await sessionDevices(t, res.json().data.userInfo.uid)).toContain("pcabc123");
  });

  it("signs in by phone with a code, once per code", async () => {
    const phone = uniquePhone();
    const regCode = await codeFor(t, "register", phone);
    await register(t, { phone, areaCode: "86", smsCode: regCode });
    // A phone without an account is answered alike, but nothing is texted to it.
    const stranger = uniquePhone();
    const unknown = await call(t, "web_user/web_get_phone_code", { phone: stranger, areaCode: "86", scene: "login" });
    expect(unknown.body).toMatchObject({ success: true, data: { resendAfter: 60, expiresIn: 300 } });
    await expect(latestCode(t, "86", stranger)).rejects.toThrow(/no code/);
    const strangerLogin = await call(t, "web_user/web_phone_login", {
      phone: stranger,
      areaCode: "86",
      code: "123456",
    });
    expect(strangerLogin.body.code).toBe(ERRORS.smsCodeWrong);
    // The resend interval applies per phone; step the clock past it by ageing the stored code.
    await ageCodes(t, phone);
    const code = await codeFor(t, "login", phone);
    const wrong = await call(t, "web_user/web_phone_login", {
      phone,
      areaCode: "86",
      code: code === "123456" ? "654321" : "123456",
    });
    expect(wrong.body.code).toBe(ERRORS.smsCodeWrong);
    const ok = await call(t, "web_user/web_phone_login", { phone, areaCode: "86", code });
    expect(ok.body.success).toBe(true);
    const reused = await call(t, "web_user/web_phone_login", { phone, areaCode: "86", code });
    expect(reused.body.code).toBe(ERRORS.smsCodeWrong);
  });
});
