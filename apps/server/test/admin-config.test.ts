import { EMPTY_FOOTER, EMPTY_NAMES, ERRORS, type RuntimeLimits, STAGE, TASK_REWARD_COINS } from "@courtside/protocol";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stageViewersMax } from "../src/config.js";
import { createSystemService } from "../src/modules/system/service.js";
import { adminCall, superAdmin, uploadImage } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { get as getAs, person } from "./helpers/friends.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let admin: { token: string; userId: number };
let defaults: RuntimeLimits;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
  defaults = {
    taskRewards: { ...TASK_REWARD_COINS },
    redPacketGrabsPerHour: t.config.redPacketGrabsPerHour,
    friendSearchDaily: t.config.friends.searchDaily,
    friendAddDaily: t.config.friends.addDaily,
    stageGuestsMax: STAGE.guestsMax,
    stageViewersMax: stageViewersMax(t.config.stage),
  };
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  const res = await adminCall(t, "admin/config/set", defaultConfig(), admin.token);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
});

const defaultConfig = () => ({
  imMsgTimeout: 7,
  roomEnterNotice: true,
  banners: [],
  appUpdate: null,
  limits: defaults,
  footer: EMPTY_FOOTER,
});
const setConfig = (patch: unknown) => adminCall(t, "admin/config/set", patch, admin.token);
const get = async (url: string, lang = "en") =>
  (await t.app.inject({ method: "GET", url, headers: { "language-config": lang } })).json();
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
    expect(read.body.data).toEqual(defaultConfig());
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

  it("reads the allowances inside a transaction while a read from outside waits behind it", async () => {
    // A sign-up's transaction pays its task reward at the allowances in force. On the embedded
    // engine a read of them started outside meanwhile waits for that transaction to end: the
    // transaction must read them itself rather than wait on that read.
    const node = createSystemService({ db: t.db, config: t.config, version: "test", redis: t.redis });
    let outside: Promise<RuntimeLimits> | undefined;
    const inside = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      outside = node.limits();
      return node.limits(tx);
    });
    expect(inside.stageGuestsMax).toBeGreaterThan(0);
    expect(await outside).toEqual(inside);
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

  it("refuses limits out of range and keeps the others", async () => {
    const tooMany = await setConfig({ limits: { ...defaults, stageGuestsMax: 11, redPacketGrabsPerHour: 0 } });
    expect(fieldMessages(tooMany.body)).toEqual(["This number is out of range", "This number is out of range"]);
    const read = await adminCall(t, "admin/config", {}, admin.token);
    expect(read.body.data.limits).toEqual(defaults);
  });

  // The PostgreSQL run shares one database among the test files, where other files count on the
  // default rewards and allowances; the embedded run gives this file a database of its own.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "applies task rewards, friend allowances and the stage's size as soon as they change",
    async () => {
      const limits = {
        ...defaults,
        taskRewards: { task_5: 250, task_9: 0, task_10: 60 },
        friendSearchDaily: 2,
        stageGuestsMax: 3,
      };
      const set = await setConfig({ limits });
      expect(set.body.data.limits).toEqual(limits);
      const audit = await adminCall(t, "admin/audit_log", { action: "config.set", page: 1, pageSize: 10 }, admin.token);
      expect(audit.body.data.list[0].details.limits).toEqual({ before: defaults, after: limits });

      const newcomer = await register(t);
      expect((await call(t, "wallet/info", {}, newcomer.token)).body.data.coins).toBe(250);

      const me = await person(t);
      const search = () => getAs(t, "chat/manage/userSearch/searchFriend/100001", me.token);
      expect((await search()).body.data.searchesLeft).toBe(1);
      expect((await search()).body.data.searchesLeft).toBe(0);
      expect((await search()).body.code).toBe(ERRORS.searchLimit);

      const stage = await t.app.inject({ method: "GET", url: "/web/stage/100002" });
      expect(stage.json().data.state.guestsMax).toBe(3);

      // Back to the defaults: nothing of the change is kept.
      await setConfig({ limits: defaults });
      expect((await call(t, "wallet/info", {}, (await register(t)).token)).body.data.coins).toBe(
        TASK_REWARD_COINS.task_5,
      );
    },
  );

  it("shows banners in the reader's language, and the chat's pinned ones apart from those above it", async () => {
    const texts = { ...EMPTY_NAMES, name: "世界杯来了", nameTh: "ฟุตบอลโลกมาแล้ว" };
    const set = await setConfig({
      banners: [banner("cup", { texts }), banner("pinned", { placement: "chat", text: "Be kind in the chat" })],
    });
    expect(set.body.success).toBe(true);
    const above = (lang: string) => get("/web/chat-room/adv/100002", lang);
    expect((await above("zh")).data.items.map((item: { text: string }) => item.text)).toEqual(["世界杯来了"]);
    expect((await above("tha")).data.items[0].text).toBe("ฟุตบอลโลกมาแล้ว");
    // A language left empty shows the banner's own text.
    expect((await above("vie")).data.items[0].text).toBe("Banner cup");
    const pinned = await get("/web/chat/anchor/room/chat/banner?roomId=100002");
    expect(pinned.data.items).toEqual([{ image: null, text: "Be kind in the chat", link: null }]);
    expect((await get("/web/chat/anchor/room/chat/banner?roomId=abc")).code).toBe(ERRORS.validation);
  });

  it("serves the footer the console set in globalConfig, and checks its address and link names", async () => {
    const footer = {
      email: "help@courtside.example",
      notice: { ...EMPTY_NAMES, nameEn: "Watch responsibly.", name: "理性观赛。" },
      links: [
        { names: { ...EMPTY_NAMES, nameEn: "Careers", namePor: "Carreiras" }, url: "https://courtside.example/jobs" },
      ],
    };
    const set = await setConfig({ footer });
    expect(set.body.data.footer).toEqual(footer);
    expect((await get("/web/systemEnums/globalConfig")).data.footer).toEqual(footer);

    const noName = await setConfig({ footer: { ...footer, links: [{ names: EMPTY_NAMES, url: "#/match/0" }] } });
    expect(fieldMessages(noName.body)).toEqual(["Give the link a name in English, up to 30 characters"]);
    const badEmail = await setConfig({ footer: { ...footer, email: "not an address" } });
    expect(badEmail.body.code).toBe(ERRORS.validation);
    const script = await setConfig({
      footer: { ...footer, links: [{ ...footer.links[0], url: "javascript:alert(1)" }] },
    });
    expect(fieldMessages(script.body)).toEqual(["This address is not valid"]);
    expect((await get("/web/systemEnums/globalConfig")).data.footer).toEqual(footer);
  });
});
