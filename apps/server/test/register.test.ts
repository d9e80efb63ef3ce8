import { ANCHOR_STATE, ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, codeFor, PASSWORD, register, uniquePhone, uniqueUsername } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const reg = (body: Record<string, unknown>, lang = "en") =>
  call(
    t,
    "web_user/web_user_reg",
    { password: PASSWORD, confirmPassword: PASSWORD, agree: true, ...body },
    undefined,
    lang,
  );
const fieldMessages = (body: { data: { fields: { field: string; message: string }[] } }) =>
  Object.fromEntries(body.data.fields.map((f) => [f.field, f.message]));

describe("registration", () => {
  it.each([
    ["too short", "ab123"],
    ["too long", "abcdefgh1234567x"],
    ["letters only", "abcdefgh"],
    ["digits only", "12345678"],
    ["symbols", "abc_12345"],
    ["spaces", "abc 12345"],
  ])("refuses a username that is %s", async (_, username) => {
    const res = await reg({ username });
    expect(res.body.code).toBe(ERRORS.validation);
    expect(fieldMessages(res.body)["body.username"]).toBe(
      "Username must be 6 to 15 letters and digits, containing both",
    );
  });

  it.each(["ab123", "abcdefgh", "12345678", "abcdefgh1234567x"])("refuses the password %s", async (password) => {
    const res = await reg({ username: uniqueUsername(), password, confirmPassword: password });
    expect(fieldMessages(res.body)["body.password"]).toBe(
      "Password must be 6 to 15 letters and digits, containing both",
    );
  });

  it("needs the confirmation to match and the agreement, with translated messages", async () => {
    const res = await reg({ username: uniqueUsername(), confirmPassword: "secret124", agree: false }, "zh");
    const fields = fieldMessages(res.body);
    expect(fields["body.confirmPassword"]).toBe("两次输入的密码不一致");
    expect(fields["body.agree"]).toBe("请阅读并同意协议");
  });

  it("signs the new user in at once", async () => {
    const { token, userInfo, pendingReview } = await register(t);
    expect(pendingReview).toBe(false);
    expect(userInfo).toMatchObject({ anchorState: ANCHOR_STATE.notRegistered, languageType: "en", phone: null });
    expect(userInfo.appNumber).toMatch(/^\d{10}$/);
    const info = await call(t, "web_user/web_token_info", {}, token);
    expect(info.body.data.uid).toBe(userInfo.uid);
  });

  it("files an anchor application for an anchor sign-up", async () => {
    const { userInfo, pendingReview } = await register(t, { asAnchor: true });
    expect(pendingReview).toBe(true);
    expect(userInfo.anchorState).toBe(ANCHOR_STATE.underReview);
  });

  it("refuses a taken username whatever its case", async () => {
    const { username } = await register(t);
    const res = await reg({ username: username.toUpperCase() });
    expect(res.body).toMatchObject({ code: ERRORS.usernameExists, msg: "This username already exists" });
    const check = await call(t, "web_user/web_check_user_name", { username: username.toUpperCase() });
    expect(check.body.data.available).toBe(false);
    const free = await call(t, "web_user/web_check_user_name", { username: uniqueUsername() });
    expect(free.body.data.available).toBe(true);
  });

  it("lets exactly one of two simultaneous sign-ups with one name through", async () => {
    const username = uniqueUsername();
    const results = await Promise.all([reg({ username }), reg({ username })]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, ERRORS.usernameExists]);
  });

  it("binds a phone at sign-up with its code, and refuses a phone already bound", async () => {
    const phone = uniquePhone();
    const code = await codeFor(t, "register", phone);
    const first = await reg({ username: uniqueUsername(), phone, areaCode: "+86", smsCode: code });
    expect(first.body.data.userInfo).toMatchObject({
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      areaCode: "86",
    });
    const again = await call(t, "web_user/web_get_phone_code", { phone, areaCode: "86", scene: "register" });
    expect(again.body.code).toBe(ERRORS.phoneRegistered);
  });

  it("refuses a phone sign-up with a wrong code and keeps nothing", async () => {
    const phone = uniquePhone();
    await codeFor(t, "register", phone);
    const username = uniqueUsername();
    const res = await reg({ username, phone, areaCode: "86", smsCode: "000000" });
    expect(res.body.code).toBe(ERRORS.smsCodeWrong);
    const check = await call(t, "web_user/web_check_user_name", { username });
    expect(check.body.data.available).toBe(true);
  });

  it("records the register task", async () => {
    const { token } = await register(t);
    const res = await call(t, "web_task/web_task_done_stage", { taskKey: "task_5" }, token);
    expect(res.body.data).toEqual({ taskKey: "task_5", firstTime: false });
    const avatar = await call(t, "web_task/web_task_done_stage", { taskKey: "task_10" }, token);
    expect(avatar.body.data.firstTime).toBe(true);
    const again = await call(t, "web_task/web_task_done_stage", { taskKey: "task_10" }, token);
    expect(again.body.data.firstTime).toBe(false);
  });
});
