import { ANCHOR_STATE, ERRORS, MATCH_STATUS } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, users } from "../src/db/schema/index.js";
import { uploadImage } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RTMP_PORT: "19350", PUBLIC_URL: "https://watch.example.com" });
});
afterAll(() => t.close());

const DETAILS = "web_anchor/anchor_house_config_details";
const UPDATE = "web_anchor/anchor_house_config_details_update";
const RESET = "web_anchor/anchor_house_config_live_code_reset";

describe("room settings", () => {
  it("gives the anchor its room, push address, live code and play addresses", async () => {
    const anchor = await makeAnchor(t);
    const res = await call(t, DETAILS, {}, anchor.token);
    expect(res.body.code).toBe(0);
    const room = res.body.data;
    expect(room).toMatchObject({
      roomId: anchor.id,
      live: false,
      liveStartedAt: null,
      pushServer: "rtmp://watch.example.com:19350/live",
      roomPath: `#/anchor/room/${anchor.id}`,
      flvUrl: `https://watch.example.com/live/${anchor.id}.flv`,
    });
    expect(room.liveCode).toMatch(/^[\w-]{24}$/);
    expect(room.pushUrl).toBe(`rtmp://watch.example.com:19350/live/${room.liveCode}`);
    // The same code on every read until it is replaced.
    const again = await call(t, DETAILS, {}, anchor.token);
    expect(again.body.data.liveCode).toBe(room.liveCode);
  });

  it("builds push and play addresses from the configuration, never from the Host header", async () => {
    const anchor = await makeAnchor(t);
    const spoofed = (path: string, body: unknown, token?: string) =>
      t.app.inject({
        method: "POST",
        url: `/web/${path}`,
        payload: JSON.stringify(body),
        headers: {
          "content-type": "application/json",
          host: "evil.example",
          "x-forwarded-host": "evil.example",
          "x-forwarded-proto": "http",
          ...(token ? { authorization: token } : {}),
        },
      });
    for (const res of [
      await spoofed(DETAILS, {}, anchor.token),
      await spoofed(RESET, {}, anchor.token),
      await spoofed(UPDATE, { intro: "Weekend football" }, anchor.token),
      await spoofed("web_anchor/liveSign", { anchorId: anchor.id }),
      await spoofed("web_anchor/liveSign", {}, anchor.token),
    ]) {
      const data = res.json().data;
      expect(res.body).not.toContain("evil.example");
      expect(data.flvUrl).toBe(`https://watch.example.com/live/${anchor.id}.flv`);
      if ("pushUrl" in data) expect(data.pushUrl).toBe(`rtmp://watch.example.com:19350/live/${data.liveCode}`);
    }
  });

  it("answers each anchor state that may not broadcast with its own message", async () => {
    const expected: [number, number][] = [
      [ANCHOR_STATE.notRegistered, ERRORS.notAnchorYet],
      [ANCHOR_STATE.underReview, ERRORS.anchorUnderReview],
      [ANCHOR_STATE.rejected, ERRORS.anchorReviewRejected],
      [ANCHOR_STATE.banned, ERRORS.anchorBanned],
      [ANCHOR_STATE.permanentlyBanned, ERRORS.anchorPermanentlyBanned],
    ];
    const user = await register(t);
    const id = Number(user.userInfo.uid);
    for (const [state, code] of expected) {
      await t.db.update(users).set({ anchorState: state }).where(eq(users.id, id));
      for (const path of [DETAILS, UPDATE, RESET, "web_anchor/liveSign"]) {
        const res = await call(t, path, path === UPDATE ? { roomName: "Mine" } : {}, user.token);
        expect({ path, state, code: res.body.code }).toEqual({ path, state, code });
        expect(res.status).toBe(403);
      }
    }
    const zh = await call(t, DETAILS, {}, user.token, "zh");
    expect(zh.body.msg).not.toBe("");
    expect(zh.body.msg).not.toMatch(/[A-Za-z]{4}/);
  });

  it("needs sign-in", async () => {
    const res = await call(t, DETAILS, {});
    expect(res.body.code).toBe(ERRORS.loginRequired);
  });

  it("updates the fields it is given and keeps the rest", async () => {
    const anchor = await makeAnchor(t);
    const cover = await uploadImage(t, anchor.token);
    const changes = {
      roomName: "Derby Night",
      anchorTitle: "Live from the north stand",
      cover,
      intro: "Football every weekend.",
      announcement: "Kick-off at 20:00.",
    };
    const res = await call(t, UPDATE, changes, anchor.token);
    expect(res.body.data).toMatchObject(changes);
    const partial = await call(t, UPDATE, { announcement: "Delayed by rain." }, anchor.token);
    expect(partial.body.data).toMatchObject({ ...changes, announcement: "Delayed by rain." });
    const removed = await call(t, UPDATE, { cover: null }, anchor.token);
    expect(removed.body.data.cover).toBeNull();
  });

  it("refuses out-of-range fields with translated messages, and covers not uploaded here", async () => {
    const anchor = await makeAnchor(t);
    const res = await call(
      t,
      UPDATE,
      { roomName: "   ", anchorTitle: "t".repeat(51), intro: "i".repeat(501), announcement: "a".repeat(301) },
      anchor.token,
    );
    expect(res.body.code).toBe(ERRORS.validation);
    const fields = Object.fromEntries(
      res.body.data.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(fields).toEqual({
      "body.roomName": "Room name must be 1 to 30 characters",
      "body.anchorTitle": "The anchor title can be at most 50 characters",
      "body.intro": "The room introduction can be at most 500 characters",
      "body.announcement": "The announcement can be at most 300 characters",
    });
    const foreign = await call(t, UPDATE, { cover: "https://elsewhere.example/cover.png" }, anchor.token);
    expect(foreign.body.code).toBe(ERRORS.imageNotUploaded);
    const zh = await call(t, UPDATE, { roomName: "x".repeat(31) }, anchor.token, "zh");
    expect(zh.body.data.fields[0].message).toBe("房间名称须为1-30个字符");
  });

  it("streams a match that is live or to come, listed on its page; refuses a finished or unknown one", async () => {
    const anchor = await makeAnchor(t);
    const { ids } = await importFixtures(t, [2, -30]);
    const [upcoming, finished] = ids.map(Number);
    await t.db
      .update(matches)
      .set({ status: MATCH_STATUS.ended })
      .where(eq(matches.id, Number(finished)));
    const set = await call(t, UPDATE, { matchId: upcoming }, anchor.token);
    expect(set.body.data.matchId).toBe(upcoming);
    const rooms = await call(t, "web_anchor/match_rooms", { matchId: upcoming });
    expect(rooms.body.data.map((room: { id: number }) => room.id)).toContain(anchor.id);

    const over = await call(t, UPDATE, { matchId: finished }, anchor.token, "por");
    expect(over.body).toMatchObject({
      code: ERRORS.matchOver,
      msg: "Esta partida já terminou: escolha uma ao vivo ou que ainda vai começar",
    });
    const unknown = await call(t, UPDATE, { matchId: 987_654_321 }, anchor.token);
    expect(unknown.body.code).toBe(ERRORS.matchNotFound);
    // Refusals change nothing; null stops streaming a match.
    expect((await call(t, DETAILS, {}, anchor.token)).body.data.matchId).toBe(upcoming);
    expect((await call(t, UPDATE, { matchId: null }, anchor.token)).body.data.matchId).toBeNull();
  });

  it("replaces the live code on request", async () => {
    const anchor = await makeAnchor(t);
    const before = (await call(t, DETAILS, {}, anchor.token)).body.data.liveCode;
    const reset = await call(t, RESET, {}, anchor.token);
    expect(reset.body.data.liveCode).not.toBe(before);
    expect((await call(t, DETAILS, {}, anchor.token)).body.data.liveCode).toBe(reset.body.data.liveCode);
    expect(await t.app.services.live.authorizePush(before)).toBeNull();
    expect(await t.app.services.live.authorizePush(reset.body.data.liveCode)).toBe(anchor.id);
  });

  it("creates the room of an approved anchor who has none yet", async () => {
    const user = await register(t);
    const id = Number(user.userInfo.uid);
    await t.db.update(users).set({ anchorState: ANCHOR_STATE.approved }).where(eq(users.id, id));
    const res = await call(t, DETAILS, {}, user.token);
    expect(res.body.data.roomId).toBe(id);
  });
});

describe("live sign and replays", () => {
  it("tells anyone whether a room is live, and never its live code", async () => {
    const anchor = await makeAnchor(t);
    const res = await call(t, "web_anchor/liveSign", { anchorId: anchor.id });
    expect(res.body.data).toEqual({
      anchorId: anchor.id,
      live: false,
      liveStartedAt: null,
      sessionId: null,
      viewers: 0,
      flvUrl: `https://watch.example.com/live/${anchor.id}.flv`,
      hlsUrl: t.app.media.hls ? `https://watch.example.com/live/${anchor.id}/index.m3u8` : null,
    });
    expect(JSON.stringify(res.body)).not.toContain("liveCode");
    const own = await call(t, "web_anchor/liveSign", {}, anchor.token);
    expect(own.body.data.anchorId).toBe(anchor.id);
    const visitor = await call(t, "web_anchor/liveSign", {});
    expect(visitor.body.code).toBe(ERRORS.loginRequired);
    const missing = await call(t, "web_anchor/liveSign", { anchorId: 1 });
    expect(missing.body.code).toBe(ERRORS.roomNotFound);
  });

  it("lists no replays before any broadcast, and checks the page size", async () => {
    const anchor = await makeAnchor(t);
    const res = await call(t, "web_anchor/replay_list", { anchorId: anchor.id, page: 1, pageSize: 10 });
    expect(res.body.data).toEqual({ total: 0, page: 1, pageSize: 10, list: [] });
    const bad = await call(t, "web_anchor/replay_list", { anchorId: anchor.id, pageSize: 7 });
    expect(bad.body.code).toBe(ERRORS.validation);
  });
});
