import { ANCHOR_STATE, ERRORS } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
import { adminCall, applicant, applicationBody, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
});
afterAll(() => t.close());

const apply = (token: string, body: unknown, lang = "en") => call(t, "web_anchor/anchor_apply_for", body, token, lang);
const details = async (token: string) => (await call(t, "web_anchor/anchor_apply_for_details", {}, token)).body.data;
const fieldMessages = (body: { data: { fields: { field: string; message: string }[] } }) =>
  Object.fromEntries(body.data.fields.map((f) => [f.field, f.message]));
/** An anchor-only call: booking a match to stream. */
const anchorOnly = (token: string) => call(t, "web_anchor/anchorMatch", { matchId: 1 }, token);

describe("anchor applications", () => {
  it("files an application under review, shown with its details", async () => {
    const user = await register(t);
    const before = await details(user.token);
    expect(before).toEqual({ anchorState: ANCHOR_STATE.notRegistered, application: null });
    const body = await applicationBody(t, user.token, { sports: [1, 2, 1] });
    const res = await apply(user.token, body);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: 1, complete: true, realName: "Chen Jia", areaCode: "86", sports: [1, 2], rejectReason: null },
    });
    const after = await details(user.token);
    expect(after.anchorState).toBe(ANCHOR_STATE.underReview);
    expect(after.application).toMatchObject({
      contactPhone: body.contactPhone,
      introduction: body.introduction,
      sampleImages: body.sampleImages,
    });
  });

  it("validates every field with its own message, in the caller's language", async () => {
    const user = await register(t);
    const res = await apply(
      user.token,
      { realName: "A", areaCode: "abc", contactPhone: "12", sports: [4], introduction: "short", sampleImages: [] },
      "en",
    );
    expect(res.body.code).toBe(ERRORS.validation);
    expect(fieldMessages(res.body)).toMatchObject({
      "body.realName": "Enter your real name (2 to 30 characters)",
      "body.areaCode": "Phone number or area code is wrong",
      "body.contactPhone": "Phone number or area code is wrong",
      "body.introduction": "The introduction must be 10 to 500 characters",
      "body.sampleImages": "Add 1 to 9 sample images",
    });
    expect(Object.keys(fieldMessages(res.body)).some((f) => f.startsWith("body.sports"))).toBe(true);
    const zh = await apply(user.token, { ...(await applicationBody(t, user.token)), sports: [] }, "zh");
    expect(fieldMessages(zh.body)["body.sports"]).toBe("请至少选择一个运动项目");
    const tooMany = await applicationBody(t, user.token);
    const ten = Array.from({ length: 10 }, () => tooMany.sampleImages[0]);
    expect((await apply(user.token, { ...tooMany, sampleImages: ten })).body.code).toBe(ERRORS.validation);
    expect((await details(user.token)).anchorState).toBe(ANCHOR_STATE.notRegistered);
  });

  it("takes sample images only from this product's uploads", async () => {
    const user = await register(t);
    const body = await applicationBody(t, user.token, { sampleImages: ["https://elsewhere.example/x.png"] });
    expect((await apply(user.token, body)).body.code).toBe(ERRORS.imageNotUploaded);
  });

  it("answers a second application while one is under review, and after approval", async () => {
    const user = await applicant(t);
    const again = await apply(user.token, await applicationBody(t, user.token));
    expect(again.body).toMatchObject({
      code: ERRORS.anchorUnderReview,
      msg: "Your anchor application is under review",
    });
    await adminCall(t, "admin/applications/approve", { id: user.applicationId }, admin.token);
    const approved = await apply(user.token, await applicationBody(t, user.token));
    expect(approved.body).toMatchObject({ code: ERRORS.alreadyAnchor, msg: "This account is already an anchor" });
  });

  it("lets two racing submissions file only one application", async () => {
    const user = await register(t);
    const body = await applicationBody(t, user.token);
    const results = await Promise.all([apply(user.token, body), apply(user.token, body)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, ERRORS.anchorUnderReview]);
  });

  it("lets a rejected applicant read the reason and apply again", async () => {
    const user = await applicant(t);
    await adminCall(t, "admin/applications/reject", { id: user.applicationId, reason: "Blurry samples" }, admin.token);
    const rejected = await details(user.token);
    expect(rejected).toMatchObject({
      anchorState: ANCHOR_STATE.rejected,
      application: { status: 3, rejectReason: "Blurry samples" },
    });
    const again = await apply(user.token, await applicationBody(t, user.token, { realName: "Chen Jia Two" }));
    expect(again.body).toMatchObject({ success: true, data: { status: 1, realName: "Chen Jia Two" } });
    expect(again.body.data.id).not.toBe(user.applicationId);
    expect(await details(user.token)).toMatchObject({
      anchorState: ANCHOR_STATE.underReview,
      application: { status: 1 },
    });
  });

  it("keeps sign-up as an anchor working, and lets that applicant complete the application once", async () => {
    const user = await register(t, { asAnchor: true });
    expect(user.pendingReview).toBe(true);
    const filed = await details(user.token);
    expect(filed).toMatchObject({ anchorState: ANCHOR_STATE.underReview, application: { status: 1, complete: false } });
    const completed = await apply(user.token, await applicationBody(t, user.token));
    expect(completed.body.data).toMatchObject({ id: filed.application.id, complete: true, realName: "Chen Jia" });
    const third = await apply(user.token, await applicationBody(t, user.token));
    expect(third.body.code).toBe(ERRORS.anchorUnderReview);
  });

  it("needs sign-in", async () => {
    expect((await call(t, "web_anchor/anchor_apply_for_details", {})).body.code).toBe(ERRORS.loginRequired);
  });
});

describe("anchor-only calls in every anchor state", () => {
  it.each([
    [ANCHOR_STATE.notRegistered, ERRORS.notAnchorYet, "This account is not an anchor yet"],
    [ANCHOR_STATE.underReview, ERRORS.anchorUnderReview, "Your anchor application is under review"],
    [ANCHOR_STATE.rejected, ERRORS.anchorReviewRejected, "Your anchor application did not pass review"],
    [ANCHOR_STATE.banned, ERRORS.anchorBanned, "This anchor account is banned"],
    [ANCHOR_STATE.permanentlyBanned, ERRORS.anchorPermanentlyBanned, "This account is permanently banned"],
  ])("state %i answers code %i", async (state, code, msg) => {
    const user = await register(t);
    await t.db.update(users).set({ anchorState: state }).where(eq(users.id, user.userInfo.uid));
    const res = await anchorOnly(user.token);
    expect(res.body).toMatchObject({ success: false, code, msg });
  });

  it("reaches each state through the review and ban flow", async () => {
    const user = await applicant(t);
    expect((await anchorOnly(user.token)).body.code).toBe(ERRORS.anchorUnderReview);
    await adminCall(t, "admin/applications/reject", { id: user.applicationId, reason: "Incomplete" }, admin.token);
    expect((await anchorOnly(user.token)).body.code).toBe(ERRORS.anchorReviewRejected);
    const again = await apply(user.token, await applicationBody(t, user.token));
    await adminCall(t, "admin/applications/approve", { id: again.body.data.id }, admin.token);
    // Approved: the guard lets the call through to the match rules.
    expect([ERRORS.anchorUnderReview, ERRORS.notAnchorYet]).not.toContain((await anchorOnly(user.token)).body.code);
    await adminCall(t, "admin/users/ban", { userId: user.userInfo.uid, kind: "anchor" }, admin.token);
    expect((await anchorOnly(user.token)).body.code).toBe(ERRORS.anchorBanned);
  });
});
