import { ANCHOR_STATE, ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall, applicant, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, PASSWORD, register } from "./helpers/users.js";

let t: TestApp;
let admin: { token: string; userId: number; username: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
});
afterAll(() => t.close());

const act = (path: string, body: unknown) => adminCall(t, path, body, admin.token);
const login = (username: string) => call(t, "web_user/web_pwd_login", { username, password: PASSWORD });
const tokenWorks = async (token: string) => (await call(t, "web_user/web_token_info", {}, token)).body.success;
const anchorOnly = (token: string) => call(t, "web_anchor/anchorMatch", { matchId: 1 }, token);

async function approvedAnchor() {
  const user = await applicant(t);
  await act("admin/applications/approve", { id: user.applicationId });
  return user;
}

describe("finding users", () => {
  it("searches by username, id and anchor state, paged", async () => {
    const anchor = await approvedAnchor();
    const byName = await act("admin/users", { keyword: anchor.username });
    expect(byName.body.data).toMatchObject({
      total: 1,
      list: [{ uid: anchor.userInfo.uid, anchorState: ANCHOR_STATE.approved, status: 0, isSuperAdmin: false }],
    });
    const byId = await act("admin/users", { keyword: String(anchor.userInfo.uid) });
    expect(byId.body.data.list.map((u: { uid: number }) => u.uid)).toContain(anchor.userInfo.uid);
    const anchors = await act("admin/users", { anchorState: ANCHOR_STATE.approved, pageSize: 100 });
    expect(anchors.body.data.list.every((u: { anchorState: number }) => u.anchorState === ANCHOR_STATE.approved)).toBe(
      true,
    );
    const wildcard = await act("admin/users", { keyword: "%" });
    expect(wildcard.body.data.total).toBe(0);
    const me = await act("admin/users", { keyword: admin.username });
    expect(me.body.data.list[0]).toMatchObject({ isSuperAdmin: true });
  });
});

describe("banning and unbanning", () => {
  it("anchor ban: anchor features refused, the account still signs in; unban restores them", async () => {
    const anchor = await approvedAnchor();
    const res = await act("admin/users/ban", {
      userId: anchor.userInfo.uid,
      kind: "anchor",
      reason: "Off-topic streams",
    });
    expect(res.body.data).toMatchObject({ anchorState: ANCHOR_STATE.banned, status: 0 });
    expect((await anchorOnly(anchor.token)).body.code).toBe(ERRORS.anchorBanned);
    expect(await tokenWorks(anchor.token)).toBe(true);
    expect((await login(anchor.username)).body.success).toBe(true);

    const unban = await act("admin/users/unban", { userId: anchor.userInfo.uid });
    expect(unban.body.data).toMatchObject({ anchorState: ANCHOR_STATE.approved, status: 0 });
    expect((await anchorOnly(anchor.token)).body.code).not.toBe(ERRORS.anchorBanned);
  });

  it("permanent ban: sessions end at once, sign-in is refused, the anchor is permanently banned", async () => {
    const anchor = await approvedAnchor();
    const res = await act("admin/users/ban", { userId: anchor.userInfo.uid, kind: "permanent" });
    expect(res.body.data).toMatchObject({ anchorState: ANCHOR_STATE.permanentlyBanned, status: 1 });
    expect((await call(t, "web_user/web_token_info", {}, anchor.token)).body.code).toBe(ERRORS.tokenInvalid);
    expect((await login(anchor.username)).body.code).toBe(ERRORS.anchorPermanentlyBanned);

    await act("admin/users/unban", { userId: anchor.userInfo.uid });
    const back = await login(anchor.username);
    expect(back.body.data.userInfo.anchorState).toBe(ANCHOR_STATE.approved);
  });

  it("sign-in ban of a viewer keeps the anchor state", async () => {
    const viewer = await register(t);
    const res = await act("admin/users/ban", { userId: viewer.userInfo.uid, kind: "login" });
    expect(res.body.data).toMatchObject({ anchorState: ANCHOR_STATE.notRegistered, status: 1 });
    expect(await tokenWorks(viewer.token)).toBe(false);
    expect((await login(viewer.username)).body.code).toBe(ERRORS.loginForbidden);
    // A permanent ban of a viewer forbids sign-in without making them an anchor of any kind.
    const permanent = await act("admin/users/ban", { userId: viewer.userInfo.uid, kind: "permanent" });
    expect(permanent.body.data.anchorState).toBe(ANCHOR_STATE.notRegistered);
    await act("admin/users/unban", { userId: viewer.userInfo.uid });
    expect((await login(viewer.username)).body.success).toBe(true);
  });

  it("refuses an anchor ban of a non-anchor, bans of super admins and unknown users", async () => {
    const viewer = await register(t);
    expect((await act("admin/users/ban", { userId: viewer.userInfo.uid, kind: "anchor" })).body.code).toBe(
      ERRORS.notAnchorYet,
    );
    const self = await act("admin/users/ban", { userId: admin.userId, kind: "login" });
    expect(self.body).toMatchObject({ code: ERRORS.cannotBanAdmin, msg: "A super admin account cannot be banned" });
    expect((await act("admin/users/ban", { userId: 999_999, kind: "login" })).body.code).toBe(ERRORS.userNotFound);
    expect((await act("admin/users/ban", { userId: viewer.userInfo.uid, kind: "forever" })).body.code).toBe(
      ERRORS.validation,
    );
  });
});

describe("sensitive words", () => {
  it("adds, lists, refuses duplicates and deletes, with a version the chat filter can watch", async () => {
    const words = t.app.services.admin;
    const v0 = await words.wordsVersion();
    const added = await act("admin/sensitive_words/add", { word: "  BadWord ", action: "mask" });
    expect(added.body.data).toMatchObject({ word: "badword", action: "mask" });
    const v1 = await words.wordsVersion();
    expect(v1).not.toBe(v0);
    expect(await words.sensitiveWords()).toContainEqual({ word: "badword", action: "mask" });
    const dup = await act("admin/sensitive_words/add", { word: "badWORD" });
    expect(dup.body).toMatchObject({ code: ERRORS.sensitiveWordExists, msg: "This word is already in the list" });
    expect((await act("admin/sensitive_words/add", { word: "" })).body.code).toBe(ERRORS.validation);
    const refuse = await act("admin/sensitive_words/add", { word: "scam" });
    expect(refuse.body.data.action).toBe("refuse");

    const listed = await act("admin/sensitive_words", { keyword: "bad" });
    expect(listed.body.data.list.map((w: { word: string }) => w.word)).toEqual(["badword"]);

    const deleted = await act("admin/sensitive_words/delete", { id: added.body.data.id });
    expect(deleted.body.data.word).toBe("badword");
    expect(await words.wordsVersion()).not.toBe(v1);
    expect(await words.sensitiveWords()).not.toContainEqual({ word: "badword", action: "mask" });
    expect((await act("admin/sensitive_words/delete", { id: added.body.data.id })).body.code).toBe(ERRORS.notFound);
  });
});

describe("the audit log", () => {
  it("has a row for every admin action, newest first, filterable by action", async () => {
    const viewer = await register(t);
    await act("admin/users/ban", { userId: viewer.userInfo.uid, kind: "login", reason: "Spam" });
    await act("admin/users/unban", { userId: viewer.userInfo.uid });
    const res = await act("admin/audit_log", { pageSize: 10 });
    expect(res.body.data.list.slice(0, 2)).toMatchObject([
      { action: "user.unban", targetType: "user", targetId: String(viewer.userInfo.uid), actor: admin.username },
      { action: "user.ban", details: { kind: "login", reason: "Spam" }, actorId: admin.userId },
    ]);
    const bans = await act("admin/audit_log", { action: "user.ban", pageSize: 100 });
    expect(bans.body.data.list.every((e: { action: string }) => e.action === "user.ban")).toBe(true);
    const created = await act("admin/audit_log", { action: "superAdmin.create", pageSize: 100 });
    expect(created.body.data.list.map((e: { actorId: number }) => e.actorId)).toContain(admin.userId);
    // A refused action leaves no row.
    const before = (await act("admin/audit_log", {})).body.data.total;
    await act("admin/users/ban", { userId: admin.userId, kind: "login" });
    expect((await act("admin/audit_log", {})).body.data.total).toBe(before);
  });
});
