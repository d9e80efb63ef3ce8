import { ERRORS, SECURITY_CODE_RULES } from "@courtside/protocol";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superAdmins } from "../src/db/schema/index.js";
import { adminCall, SECURITY_CODE, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const verify = (token: string, code: string | null) => adminCall(t, "admin/verify", {}, token, code);

describe("the super-admin security code", () => {
  it("is needed on every admin call, with the token", async () => {
    const admin = await superAdmin(t);
    expect((await verify(admin.token, SECURITY_CODE)).body).toMatchObject({ success: true, code: 0 });
    const none = await verify(admin.token, null);
    expect(none.body).toMatchObject({ code: ERRORS.securityCodeRequired, msg: "Please enter the security code" });
    const list = await adminCall(t, "admin/applications", {}, admin.token, null);
    expect(list.body.code).toBe(ERRORS.securityCodeRequired);
    const noToken = await t.app.inject({
      method: "POST",
      url: "/web/admin/applications",
      payload: "{}",
      headers: { "content-type": "application/json", "x-security-code": SECURITY_CODE },
    });
    expect(noToken.json().code).toBe(ERRORS.loginRequired);
  });

  it("refuses users who are not super admins, whatever code they send", async () => {
    const user = await register(t);
    const res = await adminCall(t, "admin/applications", {}, user.token, SECURITY_CODE);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERRORS.noPermission);
    const me = await call(t, "admin/me", {}, user.token);
    expect(me.body.data).toEqual({ isSuperAdmin: false, lockedUntil: null });
  });

  it("answers a wrong code with the count left, and a right code clears the count", async () => {
    const admin = await superAdmin(t);
    const wrong = await verify(admin.token, "not-the-code");
    expect(wrong.body).toMatchObject({
      code: ERRORS.securityCodeWrong,
      msg: "The security code is wrong",
      data: { attemptsLeft: SECURITY_CODE_RULES.maxAttempts - 1 },
    });
    await verify(admin.token, "still-wrong");
    expect((await verify(admin.token, SECURITY_CODE)).body.success).toBe(true);
    // The count started again: four more wrong codes do not lock.
    for (let i = 0; i < SECURITY_CODE_RULES.maxAttempts - 1; i++) {
      expect((await verify(admin.token, `wrong-${i}`)).body.code).toBe(ERRORS.securityCodeWrong);
    }
    expect((await verify(admin.token, SECURITY_CODE)).body.success).toBe(true);
  });

  it("locks the admin for 15 minutes after 5 wrong codes in a row, even for the right code, until it expires", async () => {
    const admin = await superAdmin(t);
    for (let i = 1; i < SECURITY_CODE_RULES.maxAttempts; i++) {
      expect((await verify(admin.token, `wrong-${i}`)).body.code).toBe(ERRORS.securityCodeWrong);
    }
    const fifth = await verify(admin.token, "wrong-5");
    expect(fifth.body).toMatchObject({
      code: ERRORS.securityCodeLocked,
      msg: "Too many wrong security codes. Try again in 15 minutes",
    });
    const right = await adminCall(t, "admin/applications", {}, admin.token, SECURITY_CODE);
    expect(right.body.code).toBe(ERRORS.securityCodeLocked);
    const zh = await t.app.inject({
      method: "POST",
      url: "/web/admin/verify",
      payload: "{}",
      headers: {
        "content-type": "application/json",
        "language-config": "zh",
        authorization: admin.token,
        "x-security-code": SECURITY_CODE,
      },
    });
    expect(zh.json().msg).toBe("安全码错误次数过多，请15分钟后再试");
    const me = await call(t, "admin/me", {}, admin.token);
    expect(me.body.data.isSuperAdmin).toBe(true);
    expect(me.body.data.lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);

    // Ten minutes on, five remain.
    await t.db
      .update(superAdmins)
      .set({ lockedUntil: sql`${superAdmins.lockedUntil} - interval '10 minutes'` })
      .where(eq(superAdmins.userId, admin.userId));
    expect((await verify(admin.token, SECURITY_CODE)).body.msg).toBe(
      "Too many wrong security codes. Try again in 5 minutes",
    );

    // Once the lock has run out the right code works, and a wrong one starts a fresh count.
    await t.db
      .update(superAdmins)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(superAdmins.userId, admin.userId));
    expect((await verify(admin.token, "wrong-again")).body).toMatchObject({
      code: ERRORS.securityCodeWrong,
      data: { attemptsLeft: SECURITY_CODE_RULES.maxAttempts - 1 },
    });
    expect((await verify(admin.token, SECURITY_CODE)).body.success).toBe(true);
    expect((await call(t, "admin/me", {}, admin.token)).body.data.lockedUntil).toBeNull();
  });

  it("counts concurrent wrong codes each", async () => {
    const admin = await superAdmin(t);
    const results = await Promise.all(
      Array.from({ length: SECURITY_CODE_RULES.maxAttempts }, (_, i) => verify(admin.token, `burst-${i}`)),
    );
    expect(results.map((r) => r.body.code)).toContain(ERRORS.securityCodeLocked);
    expect((await verify(admin.token, SECURITY_CODE)).body.code).toBe(ERRORS.securityCodeLocked);
  });
});
