import { ERRORS, SPORTS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("system calls", () => {
  it("reports health with the database and version", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 0, msg: "ok", data: { db: "ok", version: expect.any(String) } });
  });

  it("lists every enumeration with the spec's sport ids", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/web/systemEnums/findAll" })).json();
    expect(body.data.enums.sport).toMatchObject({
      football: 1,
      basketball: 2,
      tennis: 3,
      cricket: 5,
      iceHockey: 8,
      volleyball: 10,
    });
    expect(body.data.enums.sport).toEqual(SPORTS);
    expect(body.data.languages.map((l: { code: string }) => l.code)).toEqual([
      "en",
      "zh",
      "tw",
      "ind",
      "vie",
      "tha",
      "por",
      "hin",
    ]);
    expect(body.data.redPacketLimitHours).toEqual([3, 6, 12, 24]);
  });

  it("serves globalConfig with imMsgTimeout 7 by default and a stored override", async () => {
    const first = (await t.app.inject({ method: "GET", url: "/web/systemEnums/globalConfig" })).json();
    expect(first.data.imMsgTimeout).toBe(7);
    // No mobile app configured: the player shows no app button.
    expect(first.data.appRoomUrl).toBeNull();
    const { system } = t.app.services;
    await system.writeSettings(t.db, { imMsgTimeout: 12 });
    system.forget();
    const second = (await t.app.inject({ method: "GET", url: "/web/systemEnums/globalConfig" })).json();
    expect(second.data.imMsgTimeout).toBe(12);
    await system.writeSettings(t.db, { imMsgTimeout: 7 });
    system.forget();
  });

  it("serves the region picker's tree in the Vant area format, cacheable for an hour", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/static/vant_addr.json" });
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const area = res.json().data;
    expect(area.province_list["010000"]).toBe("中国 (China)");
    expect(area.city_list["010200"]).toBe("上海 (Shanghai)");
    expect(area.county_list["010202"]).toBe("浦东新区 (Pudong)");
  });

  it("tells where the chat base, the gateway and stored files are", async () => {
    const domain = (await t.app.inject({ method: "GET", url: "/web/system/domain" })).json();
    expect(domain.data).toMatchObject({ chatBase: "/web/chat", wsUrl: expect.stringMatching(/^ws.*\/web\/ws$/) });
    const oss = (await t.app.inject({ method: "POST", url: "/web/static/ossUrl", payload: {} })).json();
    expect(oss.data.ossUrl).toMatch(/\/files\/$/);
  });

  it("publishes an OpenAPI 3 document listing every API route", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/web/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/web/health",
      "/web/systemEnums/findAll",
      "/web/systemEnums/globalConfig",
      "/web/system/domain",
      "/web/static/ossUrl",
      "/web/web_race/web_race_column",
      "/web/web_anchor/anchor_column",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths["/web/health"].get.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "code",
    );
  });

  it("answers a missing route with the envelope", async () => {
    for (const url of ["/web/no/such/call", "/no-such-page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: ERRORS.notFound, msg: "Not found", data: null });
    }
  });
});
