import { ERRORS } from "@courtside/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSystemService } from "../src/modules/system/service.js";
import { adminCall, superAdmin, uploadImage } from "./helpers/admin.js";
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
  const reset = { imMsgTimeout: 7, roomEnterNotice: true, banners: [], appUpdate: null };
  const res = await adminCall(t, "admin/config/set", reset, admin.token);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
});

const setConfig = (patch: unknown) => adminCall(t, "admin/config/set", patch, admin.token);
const get = async (url: string) => (await t.app.inject({ method: "GET", url })).json();
const banner = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  text: `Banner ${id}`,
  image: null,
  link: null,
  roomIds: [],
  startAt: null,
  endAt: null,
  visible: true,
  ...extra,
});
const fieldMessages = (body: { data?: { fields?: { message: string }[] } }) =>
  (body.data?.fields ?? []).map((field) => field.message);

describe("the console's run-time configuration", () => {
  it("starts from the defaults and changes only what is sent, with an audit row", async () => {
    const read = await adminCall(t, "admin/config", {}, admin.token);
    expect(read.body.data).toEqual({ imMsgTimeout: 7, roomEnterNotice: true, banners: [], appUpdate: null });
    const set = await setConfig({ imMsgTimeout: 15 });
    expect(set.body.data).toMatchObject({ imMsgTimeout: 15, roomEnterNotice: true });
    expect((await get("/web/systemEnums/globalConfig")).data).toMatchObject({
      imMsgTimeout: 15,
      roomEnterNotice: true,
    });
    await setConfig({ roomEnterNotice: false });
    expect((await get("/web/systemEnums/globalConfig")).data).toMatchObject({
      imMsgTimeout: 15,
      roomEnterNotice: false,
    });

    const audit = await adminCall(t, "admin/audit_log", { action: "config.set", page: 1, pageSize: 10 }, admin.token);
    expect(audit.body.data.list[0]).toMatchObject({ action: "config.set", targetId: "roomEnterNotice" });
    expect(audit.body.data.list[1].details).toEqual({ imMsgTimeout: { before: 7, after: 15 } });
  });

  it("refuses values out of range, a non-admin and a missing code", async () => {
    const tooLong = await setConfig({ imMsgTimeout: 301 });
    expect(fieldMessages(tooLong.body)).toEqual(["This number is out of range"]);
    const user = await register(t);
    expect((await adminCall(t, "admin/config/set", { imMsgTimeout: 1 }, user.token)).body.code).toBe(
      ERRORS.noPermission,
    );
    expect((await adminCall(t, "admin/config", {}, user.token)).body.code).toBe(ERRORS.noPermission);
    expect((await adminCall(t, "admin/config/set", { imMsgTimeout: 1 }, admin.token, null)).body.code).toBe(
      ERRORS.securityCodeRequired,
    );
    expect((await get("/web/systemEnums/globalConfig")).data.imMsgTimeout).toBe(7);
  });

  it("reaches another node within a second", async () => {
    const otherNode = createSystemService({ db: t.db, config: t.config, version: "test", redis: t.redis });
    expect((await otherNode.globalConfig()).imMsgTimeout).toBe(7);
    await setConfig({ imMsgTimeout: 20 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 1_100);
    expect((await otherNode.globalConfig()).imMsgTimeout).toBe(20);
  });

  it("shows a room its own banners first, then everyone's, within their schedule and while visible", async () => {
    const image = await uploadImage(t, admin.token);
    const now = Date.now();
    const set = await setConfig({
      banners: [
        banner("all", { image, link: "https://example.com/cup" }),
        banner("room", { roomIds: [100002], link: "#/match/0" }),
        banner("hidden", { visible: false }),
        banner("later", { startAt: now + 3_600_000 }),
        banner("over", { startAt: now - 7_200_000, endAt: now - 3_600_000 }),
      ],
    });
    expect(set.body.success).toBe(true);
    const inRoom = await get("/web/chat-room/adv/100002");
    expect(inRoom.data.items).toEqual([
      { image: null, text: "Banner room", link: "#/match/0" },
      { image, text: "Banner all", link: "https://example.com/cup" },
    ]);
    const elsewhere = await get("/web/chat-room/adv/100003");
    expect(elsewhere.data.items.map((item: { text: string }) => item.text)).toEqual(["Banner all"]);
  });

  it("takes a banner picture only from this admin's uploads, and checks links and schedules", async () => {
    const foreign = await setConfig({ banners: [banner("x", { image: "https://evil.example/x.png" })] });
    expect(foreign.body.code).toBe(ERRORS.imageNotUploaded);
    const script = await setConfig({ banners: [banner("x", { link: "javascript:alert(1)" })] });
    expect(fieldMessages(script.body)).toEqual(["This address is not valid"]);
    const backwards = await setConfig({ banners: [banner("x", { startAt: 2_000, endAt: 1_000 })] });
    expect(fieldMessages(backwards.body)).toEqual(["The end must come after the start"]);
    const empty = await setConfig({ banners: [banner("x", { text: "  " })] });
    expect(fieldMessages(empty.body)).toEqual(["Enter the banner text, up to 60 characters"]);
    expect((await get("/web/chat-room/adv/100002")).data.items).toEqual([]);
  });

  it("offers the Android update once configured", async () => {
    expect((await get("/web/manage/app_update/android")).data).toBeNull();
    const update = {
      version: "2.4.0",
      notes: "Faster rooms.\nMatch chat.",
      url: "https://example.com/app.apk",
      forced: false,
    };
    expect((await setConfig({ appUpdate: update })).body.success).toBe(true);
    expect((await get("/web/manage/app_update/android")).data).toEqual(update);
    const bad = await setConfig({ appUpdate: { ...update, version: "latest" } });
    expect(fieldMessages(bad.body)).toEqual(["Enter a version such as 2.4.0"]);
  });
});
