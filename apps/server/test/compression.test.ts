import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, COMPRESS_MIN_BYTES } from "../src/http/compression.js";
import { startTestApp, type TestApp } from "./helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BROWSER = "gzip, deflate, br, zstd";
const findAll = (acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url: "/web/systemEnums/findAll",
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("compressed API answers", () => {
  it("sends a browser the enumerations gzipped, the same JSON in fewer bytes", async () => {
    const plain = await findAll();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await findAll(BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.7);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it("answers a client that asks for no compression, or refuses gzip, in plain JSON", async () => {
    for (const header of [undefined, "identity", "gzip;q=0, br;q=0"]) {
      const res = await findAll(header);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json()).toMatchObject({ success: true, code: 0 });
    }
  });

  it("leaves small answers as they are", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/health", headers: { "accept-encoding": BROWSER } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});

describe("reading Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["br", false],
    ["gzip;q=0", false],
    ["*;q=0", false],
    ["", false],
  ])("%s takes gzip: %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
