import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: "3" });
});
afterAll(() => t.close());

describe("rate limiting", () => {
  it("answers past the limit with its own code and the seconds to wait", async () => {
    // A client address of its own, so runs sharing one Redis never see each other's counts.
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = () =>
      t.app.inject({ method: "GET", url: "/web/system/domain", remoteAddress, headers: { "language-config": "en" } });
    for (let i = 0; i < 3; i++) {
      const allowed = await call();
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers["x-ratelimit-remaining"]).toBeUndefined();
    }
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.headers["x-ratelimit-limit"]).toBe("3");
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: ERRORS.rateLimited,
      data: { retryAfterMs: expect.any(Number) },
    });
    expect(body.msg).toMatch(/try again in \d+ seconds?/);
  });

  it("does not count reading files, only the API and uploads", async () => {
    const remoteAddress = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 6; i++) {
      const file = await t.app.inject({ method: "GET", url: `/files/avatars/${i}.png`, remoteAddress });
      expect(file.statusCode).toBe(404);
      const head = await t.app.inject({ method: "HEAD", url: "/assets/index.js", remoteAddress });
      expect(head.statusCode).not.toBe(429);
    }
    // The API's budget is untouched by them; an upload is counted like any call.
    const api = () => t.app.inject({ method: "GET", url: "/web/system/domain", remoteAddress });
    expect((await api()).statusCode).toBe(200);
    expect((await api()).statusCode).toBe(200);
    const upload = await t.app.inject({
      method: "PUT",
      url: "/files/avatars/x.png?expires=1&signature=s",
      remoteAddress,
    });
    expect(upload.statusCode).not.toBe(429);
    expect((await api()).statusCode).toBe(429);
  });
});
