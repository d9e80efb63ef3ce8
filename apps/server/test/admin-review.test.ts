import { ANCHOR_STATE, ERRORS, smsText } from "@courtside/protocol";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, rooms, users } from "../src/db/schema/index.js";
import { adminCall, applicant, applicationBody, outbox, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let admin: { token: string; userId: number; username: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
});
afterAll(() => t.close());

const auditRows = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe("reviewing anchor applications", () => {
  it("lists applications by status, oldest pending first, with the applicant", async () => {
    const first = await applicant(t);
    const second = await applicant(t);
    const res = await adminCall(t, "admin/applications", { status: 1, pageSize: 100 }, admin.token);
    expect(res.body.success).toBe(true);
    const ids = res.body.data.list.map((a: { id: number }) => a.id);
    expect(ids.indexOf(first.applicationId)).toBeLessThan(ids.indexOf(second.applicationId));
    expect(res.body.data.list.find((a: { id: number }) => a.id === first.applicationId)).toMatchObject({
      userId: first.userInfo.uid,
      username: first.username,
      status: 1,
      realName: "Chen Jia",
      anchorState: ANCHOR_STATE.underReview,
      reviewedBy: null,
    });
    const paged = await adminCall(t, "admin/applications", { status: 1, page: 1, pageSize: 10 }, admin.token);
    expect(paged.body.data).toMatchObject({ page: 1, pageSize: 10 });
    expect(paged.body.data.total).toBeGreaterThanOrEqual(2);
    const bad = await adminCall(t, "admin/applications", { status: 7 }, admin.token);
    expect(bad.body.code).toBe(ERRORS.validation);
  });

  it("approves: anchor state approved, a room, the SMS in the user's language, an audit row", async () => {
    const user = await register(t);
    await call(t, "web_anchor/edit_user", { languageType: "zh" }, user.token);
    const body = await applicationBody(t, user.token);
    const applied = await call(t, "web_anchor/anchor_apply_for", body, user.token);
    const id = applied.body.data.id;

    const res = await adminCall(t, "admin/applications/approve", { id }, admin.token);
    expect(res.body).toMatchObject({ success: true, data: { smsSent: true, application: { id, status: 2 } } });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.userInfo.uid));
    expect(row?.anchorState).toBe(ANCHOR_STATE.approved);
    const [room] = await t.db.select().from(rooms).where(eq(rooms.anchorId, user.userInfo.uid));
    expect(room?.liveCode).toBeTruthy();
    const texts = await outbox(t, `86${body.contactPhone}`);
    expect(texts[0]?.body).toBe(smsText("zh", "anchorApproved"));
    expect(await auditRows("application.approve", id)).toMatchObject([
      { actorId: admin.userId, targetType: "application", details: { userId: user.userInfo.uid } },
    ]);
    const mine = await call(t, "web_anchor/anchor_apply_for_details", {}, user.token);
    expect(mine.body.data).toMatchObject({ anchorState: ANCHOR_STATE.approved, application: { status: 2 } });
    const listed = await adminCall(t, "admin/applications", { status: 2, pageSize: 100 }, admin.token);
    expect(listed.body.data.list.find((a: { id: number }) => a.id === id)?.reviewedBy).toBe(admin.username);
  });

  it("rejects with a reason the applicant reads, texts it, and audits it", async () => {
    const user = await applicant(t);
    const missing = await adminCall(
      t,
      "admin/applications/reject",
      { id: user.applicationId, reason: " " },
      admin.token,
    );
    expect(missing.body.code).toBe(ERRORS.validation);
    const res = await adminCall(
      t,
      "admin/applications/reject",
      { id: user.applicationId, reason: "Sample images are too dark" },
      admin.token,
    );
    expect(res.body.data).toMatchObject({
      smsSent: true,
      application: { status: 3, rejectReason: "Sample images are too dark" },
    });
    const texts = await outbox(t, user.phone);
    expect(texts[0]?.body).toBe(smsText("en", "anchorRejected", { reason: "Sample images are too dark" }));
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userInfo.uid));
    expect(row?.anchorState).toBe(ANCHOR_STATE.rejected);
    const [room] = await t.db.select().from(rooms).where(eq(rooms.anchorId, user.userInfo.uid));
    expect(room).toBeUndefined();
    expect(await auditRows("application.reject", user.applicationId)).toMatchObject([
      { details: { reason: "Sample images are too dark" } },
    ]);
  });

  it("reviews an application only once, even when two reviews race", async () => {
    const user = await applicant(t);
    const results = await Promise.all([
      adminCall(t, "admin/applications/approve", { id: user.applicationId }, admin.token),
      adminCall(t, "admin/applications/reject", { id: user.applicationId, reason: "No" }, admin.token),
    ]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, ERRORS.applicationNotPending].sort());
    const again = await adminCall(t, "admin/applications/approve", { id: user.applicationId }, admin.token);
    expect(again.body).toMatchObject({
      code: ERRORS.applicationNotPending,
      msg: "This application has already been reviewed",
    });
    const audits = [
      ...(await auditRows("application.approve", user.applicationId)),
      ...(await auditRows("application.reject", user.applicationId)),
    ];
    expect(audits).toHaveLength(1);
    const unknown = await adminCall(t, "admin/applications/approve", { id: 999_999 }, admin.token);
    expect(unknown.body.code).toBe(ERRORS.notFound);
  });

  it("approves an application filed at sign-up, texting the account's phone when there is no contact phone", async () => {
    const user = await register(t, { asAnchor: true });
    const mine = await call(t, "web_anchor/anchor_apply_for_details", {}, user.token);
    const res = await adminCall(t, "admin/applications/approve", { id: mine.body.data.application.id }, admin.token);
    // No phone at all on this account: approved, no text.
    expect(res.body.data).toMatchObject({ smsSent: false, application: { status: 2 } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userInfo.uid));
    expect(row?.anchorState).toBe(ANCHOR_STATE.approved);
  });
});
