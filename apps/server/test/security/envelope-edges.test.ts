import { connect } from "node:net";
import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { register } from "../helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang = "en") => t.app.inject({ method: "GET", url, headers: { "language-config": lang } });

describe("addresses Fastify refuses while routing", () => {
  it("answers an undecodable address with the envelope, in the caller's language", async () => {
    for (const url of ["/web/%", "/web/redPacket/list/%zz", "/nothing/%E0%A4%A"]) {
      const res = await get(url, "zh");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: ERRORS.badUrl, msg: "地址无效", data: null });
    }
  });

  it("answers an over-long path parameter with the envelope", async () => {
    const res = await get(`/web/chat-room/adv/${"9".repeat(101)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      code: ERRORS.urlTooLong,
      msg: "This address is too long",
      data: null,
    });
  });

  it("answers a plain request to the websocket address with the envelope", async () => {
    const res = await get("/web/ws");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: ERRORS.notFound, msg: "Not found", data: null });
  });

  it("sends the same headers as every other response", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/%", headers: { "x-request-id": "trace-bad-url-1" } });
    expect(res.headers["x-request-id"]).toBe("trace-bad-url-1");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-type"]).toContain("application/json");
  });
});

/** Writes raw bytes to the listening server and reads everything it answers. */
async function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let reply = "";
    socket.on("data", (chunk) => {
      reply += chunk.toString();
    });
    socket.on("close", () => resolve(reply));
    socket.on("error", reject);
  });
}

describe("requests the HTTP parser cannot read", () => {
  it("are answered with the envelope before the connection closes", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    const broken = await rawRequest(port, "GET /web/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n");
    const oversized = await rawRequest(
      port,
      `GET /web/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    for (const [reply, status] of [
      [broken, "400"],
      [oversized, "431"],
    ] as const) {
      expect(reply.startsWith(`HTTP/1.1 ${status}`)).toBe(true);
      expect(JSON.parse(reply.slice(reply.indexOf("\r\n\r\n") + 4))).toEqual({
        success: false,
        code: ERRORS.malformedBody,
        msg: "The request could not be read",
        data: null,
      });
    }
  });
});

describe("an empty body sent as JSON", () => {
  const post = (url: string, token?: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    });

  it("reads as {} on a route whose fields all have defaults", async () => {
    const res = await post("/web/web_anchor/anchor_content_list");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 0, data: { page: 1 } });
  });

  it("reads as {} for a signed-in call, and names the missing fields where some are required", async () => {
    const user = await register(t);
    expect((await post("/web/wallet/history", user.token)).json()).toMatchObject({ success: true });
    const res = await post("/web/web_anchor/anchor_details");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERRORS.validation,
      data: { fields: [expect.objectContaining({ field: "body.anchorId" })] },
    });
  });

  it("still refuses a body that is not JSON, or that poisons the prototype", async () => {
    for (const payload of ["   ", "{", '{"__proto__":{"admin":true}}']) {
      const res = await t.app.inject({
        method: "POST",
        url: "/web/web_anchor/anchor_content_list",
        payload,
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: ERRORS.malformedBody });
    }
  });
});
