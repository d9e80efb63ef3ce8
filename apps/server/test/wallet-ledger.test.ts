import { COUPON_TIERS, DEMO_START, ERRORS, errorMessage, TASK_REWARD_COINS } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema/index.js";
import { adminCall, SECURITY_CODE, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";
import { coins, expectLedgerBalanced, newKey } from "./wallet-fixtures.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("wallet", () => {
  it("credits the register task once, in the ledger, and shows it in the history", async () => {
    const user = await register(t);
    const id = Number(user.userInfo.uid);
    const info = await call(t, "wallet/info", {}, user.token);
    expect(info.body.data.coins).toBe(TASK_REWARD_COINS.task_5);
    expect(info.body.data.coupons).toEqual(COUPON_TIERS.map((tier) => ({ tier, count: 0 })));

    // Retrying a task pays nothing more; a new task pays its own amount.
    await call(t, "web_task/web_task_done_stage", { taskKey: "task_5" }, user.token);
    await call(t, "web_task/web_task_done_stage", { taskKey: "task_10" }, user.token);
    await call(t, "web_task/web_task_done_stage", { taskKey: "task_10" }, user.token);
    expect(await coins(t, id)).toBe(TASK_REWARD_COINS.task_5 + TASK_REWARD_COINS.task_10);

    const history = await call(t, "wallet/history", { page: 1, pageSize: 10 }, user.token);
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.list.map((m: { reference: string }) => m.reference)).toEqual([
      "task:task_10",
      "task:task_5",
    ]);
    expect(history.body.data.list[0]).toMatchObject({
      reason: "task_reward",
      amount: TASK_REWARD_COINS.task_10,
      balanceAfter: TASK_REWARD_COINS.task_5 + TASK_REWARD_COINS.task_10,
      asset: 0,
      account: "wallet",
    });
    await expectLedgerBalanced(t);
  });

  it("needs sign-in", async () => {
    const res = await call(t, "wallet/info", {});
    expect(res.status).toBe(401);
  });

  it("gives the demo accounts their starting coins and coupons", async () => {
    const [viewer] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, "viewer01"));
    if (!viewer) throw new Error("no demo viewer");
    const info = await t.app.services.wallet.info(viewer.id);
    expect(info.coins).toBeGreaterThanOrEqual(DEMO_START.coins);
    expect(info.coupons.every((coupon) => coupon.count === DEMO_START.couponsPerTier)).toBe(true);
  });

  it("lets a super admin grant coins and coupons once per key, with the security code", async () => {
    const admin = await superAdmin(t);
    const user = await register(t);
    const id = Number(user.userInfo.uid);
    const body = { userId: id, amount: 300, idempotencyKey: newKey(), note: "launch bonus" };

    const first = await adminCall(t, "admin/wallet/grant", body, admin.token);
    expect(first.body).toMatchObject({ code: 0, data: { applied: true, balance: TASK_REWARD_COINS.task_5 + 300 } });
    const retry = await adminCall(t, "admin/wallet/grant", body, admin.token);
    expect(retry.body.data).toEqual({ applied: false, balance: TASK_REWARD_COINS.task_5 + 300 });
    // Written to the audit log once, with the grant.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit.filter((row) => row.action === "wallet.grant")).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.userId, details: { asset: 0, amount: 300, note: "launch bonus" } });

    const coupons = await adminCall(
      t,
      "admin/wallet/grant",
      { userId: id, asset: 70, amount: 3, idempotencyKey: newKey() },
      admin.token,
    );
    expect(coupons.body.data.balance).toBe(3);
    const info = await t.app.services.wallet.info(id);
    expect(info.coupons.find((coupon) => coupon.tier === 70)?.count).toBe(3);

    const noCode = await adminCall(t, "admin/wallet/grant", { ...body, idempotencyKey: newKey() }, admin.token, null);
    expect(noCode.body.success).toBe(false);
    const notAdmin = await adminCall(t, "admin/wallet/grant", { ...body, idempotencyKey: newKey() }, user.token);
    expect(notAdmin.body.code).toBe(ERRORS.noPermission);
    const nobody = await adminCall(
      t,
      "admin/wallet/grant",
      { ...body, userId: 1, idempotencyKey: newKey() },
      admin.token,
    );
    expect(nobody.body.msg).toBe(errorMessage("en", "userNotFound"));
    const zero = await adminCall(
      t,
      "admin/wallet/grant",
      { ...body, amount: 0, idempotencyKey: newKey() },
      admin.token,
    );
    expect(zero.body.data.fields[0].message).toBe(errorMessage("en", "grantAmountInvalid"));
    expect(SECURITY_CODE).toBeTruthy();
    await expectLedgerBalanced(t);
  });

  it("pages the history and filters it by asset", async () => {
    const user = await register(t);
    const id = Number(user.userInfo.uid);
    for (let i = 0; i < 12; i += 1) {
      await t.app.services.wallet.grant(0, { userId: id, asset: 0, amount: i + 1, note: "", idempotencyKey: newKey() });
    }
    await t.app.services.wallet.grant(0, { userId: id, asset: 50, amount: 2, note: "", idempotencyKey: newKey() });
    const page2 = await call(t, "wallet/history", { page: 2, pageSize: 10 }, user.token);
    expect(page2.body.data).toMatchObject({ total: 14, page: 2, pageSize: 10 });
    expect(page2.body.data.list).toHaveLength(4);
    const couponsOnly = await call(t, "wallet/history", { asset: 50 }, user.token);
    expect(couponsOnly.body.data.list).toMatchObject([{ asset: 50, amount: 2, reason: "admin_grant" }]);
  });
});
