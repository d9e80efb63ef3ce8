import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestApp, type TestApp } from "./helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Probe routes exercising the shared error handling the way domain routes will.
  t.app.post(
    "/web/probe/echo",
    { schema: { body: z.object({ username: z.string().min(6, "usernameRule"), age: z.number().int() }) } },
    async (req) => ({ success: true, code: 0, msg: "ok", data: req.body }),
  );
  t.app.get("/web/probe/crash", async () => {
    throw new Error("secret internals at /srv/app.ts:42");
  });
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/web/probe/echo",
    payload,
    headers: { "content-type": "application/json", ...headers },
  });

describe("the envelope on every failure", () => {
  it("names each failing field, translated when the schema names a catalogue key", async () => {
    const res = await post(JSON.stringify({ username: "abc", age: "x" }), { "language-config": "zh" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: ERRORS.validation, msg: "部分字段填写有误" });
    const fields = body.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["body.username", "body.age"]));
    const username = body.data.fields.find((f: { field: string }) => f.field === "body.username");
    expect(username.message).toBe("用户名须为6-15位字母和数字组合");
  });

  it("refuses a malformed JSON body", async () => {
    const res = await post("{not json", { "language-config": "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: ERRORS.malformedBody,
      msg: "The request could not be read",
      data: null,
    });
  });

  it("refuses an oversized body", async () => {
    const res = await post(JSON.stringify({ username: "x".repeat(2 * 1024 * 1024), age: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: ERRORS.bodyTooLarge });
  });

  it("refuses an unsupported content type", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/web/probe/echo",
      payload: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: ERRORS.unsupportedMediaType });
  });

  it("hides an unexpected exception behind the internal error", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/probe/crash", headers: { "language-config": "tha" } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: ERRORS.internal, data: null });
    expect(res.body).not.toContain("secret internals");
    expect(res.body).not.toContain("at ");
    expect(body.msg).not.toBe("Something went wrong on our side, please try again");
  });

  it("passes a valid body through", async () => {
    const res = await post(JSON.stringify({ username: "player01", age: 30 }));
    expect(res.json()).toEqual({ success: true, code: 0, msg: "ok", data: { username: "player01", age: 30 } });
  });

  it("picks the message language from language-config, then Accept-Language, then English", async () => {
    const msg = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: "GET", url: "/web/nothing-here", headers })).json().msg;
    expect(await msg({ "language-config": "tw" })).toBe(await msg({ "accept-language": "zh-TW,zh;q=0.9" }));
    expect(await msg({ "accept-language": "pt-BR,pt;q=0.9,en;q=0.5" })).toBe(await msg({ "language-config": "por" }));
    expect(await msg({ "accept-language": "xx" })).toBe("Not found");
    expect(await msg({ "language-config": "vie" })).not.toBe("Not found");
  });

  it("gives every request an id, echoing a well-formed incoming one", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/web/health",
      headers: { "x-request-id": "trace-12345678" },
    });
    expect(res.headers["x-request-id"]).toBe("trace-12345678");
    const fresh = await t.app.inject({ method: "GET", url: "/web/health", headers: { "x-request-id": "bad id!" } });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the app's pages their content security policy, and the API's answers a policy allowing nothing", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const api = await t.app.inject({ method: "GET", url: "/web/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["strict-transport-security"]).toBe(page.headers["strict-transport-security"]);
    expect(api.headers["cross-origin-opener-policy"]).toBeUndefined();
  });
});
