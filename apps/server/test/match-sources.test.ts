import { ERRORS, PLATFORM_LABELS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let admin: { token: string; userId: number };
let matchId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
  [matchId = 0] = (await importFixtures(t, [2])).ids;
});
afterAll(() => t.close());

const save = (body: unknown, token = admin.token) => adminCall(t, "admin/match_sources/save", body, token);
const sourcesOf = async (id: number) =>
  (await call(t, "web_match/web_match_details", { matchId: id })).body.data.sources;
const fieldMessages = (body: { data?: { fields?: { message: string }[] } }) =>
  (body.data?.fields ?? []).map((field) => field.message);

describe("a match's broadcasts on outside platforms", () => {
  it("serves the platform labels in the global configuration, this site first", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/systemEnums/globalConfig" });
    const platforms = res.json().data.platforms;
    expect(platforms.map((platform: { key: string }) => platform.key)).toEqual(["platform", "365", "tencent", "ali"]);
    expect(platforms[2].names).toEqual(PLATFORM_LABELS.tencent);
    expect(platforms[2].names.name).toBe("腾讯");
  });

  it("links a match to its broadcasts, shown on the match to everyone, audited, and removed again", async () => {
    expect(await sourcesOf(matchId)).toEqual([]);
    const sources = [
      { platform: "tencent", url: "https://v.qq.example/live/123" },
      { platform: "365", url: "https://live.365.example/match/123" },
    ];
    const saved = await save({ matchId, sources });
    expect(saved.body.data).toEqual({ matchId, sources });
    expect(await sourcesOf(matchId)).toEqual(sources);

    const audit = await adminCall(
      t,
      "admin/audit_log",
      { action: "match.sources", page: 1, pageSize: 10 },
      admin.token,
    );
    expect(audit.body.data.list[0]).toMatchObject({
      targetId: String(matchId),
      details: { before: [], after: sources },
    });

    // The whole list is replaced: one left, then none.
    expect((await save({ matchId, sources: [sources[1]] })).body.data.sources).toEqual([sources[1]]);
    expect(await sourcesOf(matchId)).toEqual([sources[1]]);
    expect((await save({ matchId, sources: [] })).body.data.sources).toEqual([]);
    expect(await sourcesOf(matchId)).toEqual([]);
  });

  it("refuses an address that is not https, an unknown or repeated platform, a missing match and anyone but a super admin", async () => {
    const plain = await save({ matchId, sources: [{ platform: "ali", url: "http://ali.example/live" }] });
    expect(fieldMessages(plain.body)).toEqual(["This address is not valid"]);
    const script = await save({ matchId, sources: [{ platform: "ali", url: "javascript:alert(1)" }] });
    expect(script.body.code).toBe(ERRORS.validation);
    const unknown = await save({ matchId, sources: [{ platform: "platform", url: "https://courtside.example" }] });
    expect(unknown.body.code).toBe(ERRORS.validation);
    const twice = await save({
      matchId,
      sources: [
        { platform: "ali", url: "https://a.example/1" },
        { platform: "ali", url: "https://a.example/2" },
      ],
    });
    expect(twice.body.code).toBe(ERRORS.validation);
    expect((await save({ matchId: 999_999, sources: [] })).body.code).toBe(ERRORS.matchNotFound);

    const user = await register(t);
    const ok = { matchId, sources: [{ platform: "ali", url: "https://a.example/1" }] };
    expect((await save(ok, user.token)).body.code).toBe(ERRORS.noPermission);
    expect((await adminCall(t, "admin/match_sources/save", ok, admin.token, null)).body.code).toBe(
      ERRORS.securityCodeRequired,
    );
    expect(await sourcesOf(matchId)).toEqual([]);
  });
});
