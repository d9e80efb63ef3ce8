import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedAnchor } from "../anchor-fixtures.js";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { call, register } from "../helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The refusal a user sees: the validation envelope naming the field, with its translated message. */
function expectRefused(res: { status: number; body: unknown }, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    success: false,
    code: ERRORS.validation,
    data: { fields: [{ field, message }] },
  });
}

describe("ids beyond an integer column", () => {
  it("are refused as invalid ids, in the body", async () => {
    for (const anchorId of [2 ** 31, 2 ** 53 - 1, 0]) {
      expectRefused(
        await call(t, "web_anchor/anchor_details", { anchorId }, undefined, "zh"),
        "body.anchorId",
        "编号无效",
      );
    }
    const user = await register(t);
    expectRefused(
      await call(t, "chat/appUserFrequently/delete", { id: 2 ** 31 }, user.token),
      "body.id",
      "This id is not valid",
    );
  });

  it("are refused as invalid ids, in the path", async () => {
    for (const url of [
      "/web/redPacket/list/2147483648",
      "/web/chat-room/adv/9007199254740993",
      "/web/chat-room/adv/1e3",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "language-config": "en" } });
      expectRefused({ status: res.statusCode, body: res.json() }, "params.id", "This id is not valid");
    }
    const sport = await t.app.inject({ method: "GET", url: "/web/web_race/show/match/2147483648/2024-01-01" });
    expect(sport.json()).toMatchObject({ code: ERRORS.validation, data: { fields: [{ field: "params.sportId" }] } });
  });

  it("bound pages too", async () => {
    const user = await register(t);
    expectRefused(
      await call(t, "wallet/history", { page: 2 ** 53 }, user.token),
      "body.page",
      "This number is out of range",
    );
  });
});

describe("text the database cannot store", () => {
  it("refuses NUL and lone surrogates in a profile, and keeps the profile as it was", async () => {
    const user = await register(t);
    const zh = "文本包含不允许的字符";
    expectRefused(
      await call(t, "web_anchor/edit_user", { nickname: "Neo\u0000" }, user.token, "zh"),
      "body.nickname",
      zh,
    );
    expectRefused(await call(t, "web_anchor/edit_user", { city: "Lis\ud800bon" }, user.token, "zh"), "body.city", zh);
    const profile = await call(t, "web_anchor/anchor_user", {}, user.token);
    expect(profile.body.data.nickname).toBe(user.userInfo.nickname);
  });

  it("keeps line breaks where text spans lines, and refuses them on one line", async () => {
    const user = await register(t);
    const intro = "Goalkeeper.\nSunday league.";
    expect((await call(t, "web_anchor/edit_user", { intro }, user.token)).body.success).toBe(true);
    expect((await call(t, "web_anchor/anchor_user", {}, user.token)).body.data.intro).toBe(intro);
    expectRefused(
      await call(t, "web_anchor/edit_user", { nickname: "two\nlines" }, user.token),
      "body.nickname",
      "This text contains characters that are not allowed",
    );
  });

  it("refuses them in sign-in, phrases and room settings", async () => {
    const message = "This text contains characters that are not allowed";
    expectRefused(
      await call(t, "web_user/web_pwd_login", { username: "viewer01\u0000", password: "viewer123" }),
      "body.username",
      message,
    );
    const anchor = await approvedAnchor(t);
    expectRefused(await call(t, "chat/appUserFrequently/add", { text: "\udc00" }, anchor.token), "body.text", message);
    expectRefused(
      await call(t, "web_anchor/anchor_house_config_details_update", { announcement: "Live\u0000" }, anchor.token),
      "body.announcement",
      message,
    );
  });
});
