import { ERRORS } from "@courtside/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createRegionService } from "../src/modules/region/service.js";
import { adminCall, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { register } from "./helpers/users.js";

let t: TestApp;
let admin: { token: string; userId: number };
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  await adminCall(t, "admin/regions/set", { regions: [] }, admin.token);
});

const setRegions = (regions: string[]) => adminCall(t, "admin/regions/set", { regions }, admin.token);

/** An API call as it arrives from a country, in a language: GET for the public reads, POST for the rest. */
async function from(app: TestApp, headers: Record<string, string>, url = "/web/system/domain", lang = "en") {
  const get = url === "/web/system/domain" || url === "/web/health";
  const res = await app.app.inject({
    method: get ? "GET" : "POST",
    url,
    ...(get ? {} : { payload: "{}" }),
    headers: { ...(get ? {} : { "content-type": "application/json" }), "language-config": lang, ...headers },
  });
  return { status: res.statusCode, body: res.json() };
}

describe("region blocking", () => {
  it("refuses API requests from a blocked country with 7898 and the region, in the user's language", async () => {
    const set = await setRegions(["br", "CN", "CN"]);
    expect(set.body.data).toEqual({ regions: ["BR", "CN"] });
    expect((await adminCall(t, "admin/regions", {}, admin.token)).body.data).toEqual({ regions: ["BR", "CN"] });

    const blocked = await from(t, { "cf-ipcountry": "BR" });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: ERRORS.regionBlocked, data: { region: "BR" } });
    const inChinese = await from(t, { "cf-ipcountry": "cn" }, "/web/system/domain", "zh");
    expect(inChinese.body).toMatchObject({ code: ERRORS.regionBlocked, msg: "您所在的地区无法访问" });
    const open = await from(t, { "cf-ipcountry": "ID" });
    expect(open.body.success).toBe(true);
    expect((await from(t, {})).body.success).toBe(true);
  });

  it("believes X-Region only behind TRUST_PROXY", async () => {
    await setRegions(["TH"]);
    expect((await from(t, { "x-region": "TH" })).body.success).toBe(true);
    const proxied = await startTestApp({ TRUST_PROXY: "true" });
    try {
      const adminB = await superAdmin(proxied);
      await adminCall(proxied, "admin/regions/set", { regions: ["TH"] }, adminB.token);
      expect((await from(proxied, { "x-region": "th" })).body.code).toBe(ERRORS.regionBlocked);
    } finally {
      await proxied.close();
    }
  });

  it("leaves the console, sign-in, health and the web's files open, so an operator cannot lock themselves out", async () => {
    await setRegions(["VN"]);
    const vn = { "cf-ipcountry": "VN", authorization: admin.token, "x-security-code": "court-side-42" };
    expect((await from(t, vn, "/web/admin/regions")).body.data).toEqual({ regions: ["VN"] });
    expect((await from(t, vn, "/web/health")).body.success).toBe(true);
    expect((await from(t, vn, "/web/web_user/web_token_info")).body.success).toBe(true);
    expect((await from(t, vn, "/web/system/domain")).body.code).toBe(ERRORS.regionBlocked);
    const page = await t.app.inject({ method: "GET", url: "/", headers: { "cf-ipcountry": "VN" } });
    expect(page.json().code).not.toBe(ERRORS.regionBlocked);
  });

  it("reaches another node within a minute", async () => {
    const otherNode = createRegionService({ db: t.db, config: t.config });
    expect(await otherNode.blocked()).toEqual([]);
    await setRegions(["IN"]);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 59_000);
    expect(await otherNode.blocked()).toEqual(["IN"]);
  });

  it("refuses a bad code, and is audited", async () => {
    const bad = await setRegions(["China"]);
    expect(bad.body).toMatchObject({
      code: ERRORS.validation,
      data: {
        fields: [{ field: "body.regions.0", message: "Region codes are two capital letters, such as CN or BR" }],
      },
    });
    await setRegions(["PT"]);
    const log = await adminCall(t, "admin/audit_log", { action: "regions.set" }, admin.token);
    expect(log.body.data.list[0].details).toMatchObject({ regions: ["PT"], before: [] });
  });

  it("needs a super admin with the security code", async () => {
    const stranger = await register(t);
    for (const path of ["admin/regions", "admin/regions/set"]) {
      const body = { regions: ["US"] };
      expect((await adminCall(t, path, body, admin.token, null)).body.code).toBe(ERRORS.securityCodeRequired);
      expect((await adminCall(t, path, body, admin.token, "wrong-code-1")).body.code).toBe(ERRORS.securityCodeWrong);
      expect((await adminCall(t, path, body, stranger.token)).body.code).toBe(ERRORS.noPermission);
      expect((await adminCall(t, path, body, admin.token)).body.success).toBe(true);
    }
  });
});
