import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall, SECURITY_CODE, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, PASSWORD, register } from "./helpers/users.js";

let t: TestApp;
let boss: { token: string; userId: number };
beforeAll(async () => {
  t = await startTestApp();
  boss = await superAdmin(t);
});
afterAll(() => t.close());

const usersOf = async (token: string, body: Record<string, unknown>, code = SECURITY_CODE) =>
  (await adminCall(t, "admin/users", { page: 1, pageSize: 10, ...body }, token, code)).body.data.list;

describe("several super admins, each with an own code, and the users they look after", () => {
  it("adds a super admin who works with their own code, changes it, and can be removed but not by themselves", async () => {
    const deputy = await register(t);
    const deputyId = Number(deputy.userInfo.uid);
    const added = await adminCall(
      t,
      "admin/admins/add",
      { userId: deputyId, securityCode: "deputy-code-1" },
      boss.token,
    );
    expect(added.body.success).toBe(true);
    const again = await adminCall(
      t,
      "admin/admins/add",
      { userId: deputyId, securityCode: "deputy-code-1" },
      boss.token,
    );
    expect(again.body.code).toBe(ERRORS.alreadySuperAdmin);

    const list = (await adminCall(t, "admin/admins", {}, boss.token)).body.data.list;
    expect(list.map((admin: { uid: number }) => admin.uid)).toEqual(expect.arrayContaining([boss.userId, deputyId]));

    // The deputy's own code opens the console; the boss's does not.
    expect((await adminCall(t, "admin/verify", {}, deputy.token, "deputy-code-1")).body.success).toBe(true);
    expect((await adminCall(t, "admin/verify", {}, deputy.token, SECURITY_CODE)).body.code).toBe(
      ERRORS.securityCodeWrong,
    );
    const changed = await adminCall(
      t,
      "admin/code/change",
      { newCode: "deputy-code-2" },
      deputy.token,
      "deputy-code-1",
    );
    expect(changed.body.success).toBe(true);
    expect((await adminCall(t, "admin/verify", {}, deputy.token, "deputy-code-2")).body.success).toBe(true);
    expect((await adminCall(t, "admin/verify", {}, deputy.token, "deputy-code-1")).body.code).toBe(
      ERRORS.securityCodeWrong,
    );
    const short = await adminCall(t, "admin/code/change", { newCode: "123" }, deputy.token, "deputy-code-2");
    expect(short.body.code).toBe(ERRORS.validation);

    const self = await adminCall(t, "admin/admins/remove", { userId: deputyId }, deputy.token, "deputy-code-2");
    expect(self.body.code).toBe(ERRORS.cannotRemoveSelf);
    expect((await adminCall(t, "admin/admins/remove", { userId: deputyId }, boss.token)).body.success).toBe(true);
    expect((await adminCall(t, "admin/verify", {}, deputy.token, "deputy-code-2")).body.code).toBe(ERRORS.noPermission);

    const log = await adminCall(
      t,
      "admin/audit_log",
      { action: "admin.code.change", page: 1, pageSize: 10 },
      boss.token,
    );
    expect(log.body.data.list[0]).toMatchObject({ actorId: deputyId, targetId: String(deputyId) });
    expect(JSON.stringify(log.body.data.list[0].details)).not.toContain("deputy-code");
  });

  it("binds a user to one super admin; another is told the user is taken, until released", async () => {
    const other = await register(t);
    const otherId = Number(other.userInfo.uid);
    await adminCall(t, "admin/admins/add", { userId: otherId, securityCode: "other-code-1" }, boss.token);
    const anchor = await register(t);
    const anchorId = Number(anchor.userInfo.uid);

    expect((await adminCall(t, "admin/users/bind", { userId: anchorId }, boss.token)).body.success).toBe(true);
    // Binding again is harmless; another admin is refused with the catalogue's message.
    expect((await adminCall(t, "admin/users/bind", { userId: anchorId }, boss.token)).body.success).toBe(true);
    const taken = await adminCall(t, "admin/users/bind", { userId: anchorId }, other.token, "other-code-1");
    expect(taken.body).toMatchObject({
      code: ERRORS.alreadyBoundToOtherAdmin,
      msg: "User already bound to another super admin",
    });

    const mine = await usersOf(boss.token, { mine: true });
    expect(mine.map((user: { uid: number }) => user.uid)).toEqual([anchorId]);
    expect(mine[0].boundAdmin).toMatchObject({ uid: boss.userId });
    expect(await usersOf(other.token, { mine: true }, "other-code-1")).toEqual([]);
    const admins = (await adminCall(t, "admin/admins", {}, boss.token)).body.data.list;
    expect(admins.find((admin: { uid: number }) => admin.uid === boss.userId).bound).toBe(1);

    expect((await adminCall(t, "admin/users/unbind", { userId: anchorId }, boss.token)).body.success).toBe(true);
    const now = await adminCall(t, "admin/users/bind", { userId: anchorId }, other.token, "other-code-1");
    expect(now.body.success).toBe(true);
    expect((await usersOf(boss.token, { keyword: String(anchorId) }))[0].boundAdmin).toMatchObject({ uid: otherId });
  });

  it("refuses all of it to a user who is not a super admin", async () => {
    const user = await register(t);
    for (const path of [
      "admin/admins",
      "admin/admins/add",
      "admin/admins/remove",
      "admin/code/change",
      "admin/users/bind",
    ]) {
      const body = { userId: boss.userId, securityCode: "whatever-1", newCode: "whatever-2" };
      expect((await adminCall(t, path, body, user.token, "whatever-1")).body.code, path).toBe(ERRORS.noPermission);
    }
    const login = await call(t, "web_user/web_pwd_login", { username: user.username, password: PASSWORD });
    expect(login.body.success).toBe(true);
  });
});
