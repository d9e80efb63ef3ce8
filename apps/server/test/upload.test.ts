import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await register(t)).token;
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("rest of a png"),
]);

async function ticket(fileName: string, extra: Record<string, unknown> = {}) {
  return call(t, "manage/ossFile/image/oss_upload", { fileName, purpose: "avatar", ...extra }, token);
}

function put(uploadUrl: string, payload: Buffer) {
  const { pathname, search } = new URL(uploadUrl, "http://localhost");
  return t.app.inject({
    method: "PUT",
    url: `${pathname}${search}`,
    payload,
    headers: { "content-type": "application/octet-stream" },
  });
}

describe("image uploads", () => {
  it("stores a file PUT to the signed address and serves it at the part before '?'", async () => {
    const res = await ticket("me.png", { fileSize: PNG.length });
    const { uploadUrl, url, maxBytes } = res.body.data;
    expect(maxBytes).toBe(30 * 1024 * 1024);
    expect(url).toBe(uploadUrl.split("?")[0]);
    const stored = await put(uploadUrl, PNG);
    expect(stored.json()).toMatchObject({ success: true, data: { url } });
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The saved file can then be the avatar.
    const edit = await call(t, "web_anchor/edit_user", { avatar: url }, token);
    expect(edit.body.data.avatar).toBe(url);
  });

  it("accepts one file per address", async () => {
    const { uploadUrl } = (await ticket("once.png")).body.data;
    expect((await put(uploadUrl, PNG)).json().success).toBe(true);
    expect((await put(uploadUrl, PNG)).json().code).toBe(ERRORS.uploadExpired);
  });

  it("refuses an empty file with the spec's message", async () => {
    const { uploadUrl } = (await ticket("empty.png")).body.data;
    const res = await put(uploadUrl, Buffer.alloc(0));
    expect(res.json()).toMatchObject({ code: ERRORS.fileEmpty, msg: "file can not be empty" });
    expect(
      (await call(t, "manage/ossFile/image/oss_upload", { fileName: "e.png", fileSize: 0 }, token)).body.code,
    ).toBe(ERRORS.fileEmpty);
  });

  it("refuses a file over the limit, declared or actual", async () => {
    expect((await ticket("big.png", { fileSize: 30 * 1024 * 1024 + 1 })).body.code).toBe(ERRORS.fileTooLarge);
    const { uploadUrl } = (await ticket("big.png")).body.data;
    const res = await put(uploadUrl, Buffer.concat([PNG, Buffer.alloc(30 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(ERRORS.fileTooLarge);
  });

  it("refuses other types, by name and by content", async () => {
    expect((await ticket("notes.txt")).body.code).toBe(ERRORS.unsupportedFormat);
    const { uploadUrl } = (await ticket("fake.png")).body.data;
    expect((await put(uploadUrl, Buffer.from("<svg onload=alert(1)>"))).json().code).toBe(ERRORS.unsupportedFormat);
  });

  it("refuses a tampered or foreign signature", async () => {
    const { uploadUrl } = (await ticket("sig.png")).body.data;
    const tampered = uploadUrl.replace(/signature=.{4}/, "signature=AAAA");
    expect((await put(tampered, PNG)).json().code).toBe(ERRORS.uploadExpired);
    const otherKey = uploadUrl.replace(/\/u\/\d+\//, "/u/1/");
    expect((await put(otherKey, PNG)).json().code).toBe(ERRORS.uploadExpired);
  });

  it("needs sign-in for an address", async () => {
    expect((await call(t, "manage/ossFile/image/oss_upload", { fileName: "a.png" })).body.code).toBe(
      ERRORS.loginRequired,
    );
  });
});
