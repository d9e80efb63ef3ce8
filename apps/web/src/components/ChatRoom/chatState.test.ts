import type { ChatUser, RoomHistory } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import {
  ackLocal,
  addEnter,
  addLocal,
  applyEvents,
  ENTER_MERGE_MS,
  fromHistory,
  MAX_LINES,
  type RawEvent,
} from "./chatState";
import { isAnchor, isVisitor, keepsInterval, mayActOn, mayDo } from "./powers";

const user = (id: number | null, nickname: string, role = 0, flags = ""): ChatUser => ({
  id,
  nickname,
  avatar: null,
  role,
  flags,
});
const anchor = user(1, "Lena", 3, "zb=1");
const ann = user(7, "Ann");
const bob = user(8, "Bob");
const ME = 7;

const chat = (seq: number, sender: ChatUser, text: string, clientMsgId = `c${seq}`): RawEvent => ({
  seq,
  kind: "chat",
  at: seq * 1000,
  data: { text, sender, clientMsgId },
});
const ev = (seq: number, kind: string, data: unknown): RawEvent => ({ seq, kind, data, at: seq * 1000 });

const history = (events: RawEvent[], seq = events.at(-1)?.seq ?? 0): RoomHistory => ({
  channel: "room:1",
  seq,
  events,
  announcement: "Be kind",
  muteAll: false,
  online: 3,
  imMsgTimeout: 7,
  me: { role: 0, mutedUntil: null, mutedForMatch: false, banned: false },
});

const texts = (lines: { type: string }[]) =>
  lines.map((line) => ("text" in line ? `${line.type}:${String(line.text)}` : line.type));

describe("chat list state", () => {
  it("starts from history and applies only events after its seq, in order, once", () => {
    const start = fromHistory(history([chat(3, ann, "hi"), chat(4, bob, "yo")], 5), ME);
    expect(start.seq).toBe(5);
    const next = applyEvents(
      start,
      [chat(7, bob, "late"), chat(4, bob, "yo"), chat(6, ann, "again"), chat(7, bob, "late")],
      ME,
    );
    expect(texts(next.lines)).toEqual(["chat:hi", "chat:yo", "chat:again", "chat:late"]);
    expect(next.seq).toBe(7);
    expect(applyEvents(next, [chat(6, ann, "again")], ME)).toBe(next);
  });

  it("empties the list on a clear, leaving a line that says who cleared it", () => {
    const state = fromHistory(history([chat(1, ann, "a"), chat(2, bob, "b")]), ME);
    const cleared = applyEvents(state, [ev(3, "cleared", { by: anchor }), chat(4, bob, "after")], ME);
    expect(cleared.lines.map((line) => line.type)).toEqual(["cleared", "chat"]);
    expect(cleared.lines[0]).toMatchObject({ type: "cleared", by: { nickname: "Lena" } });
  });

  it("removes a deleted message", () => {
    const state = fromHistory(history([chat(1, ann, "a"), chat(2, bob, "rude")]), ME);
    const next = applyEvents(state, [ev(3, "deleted", { seq: 2, by: anchor })], ME);
    expect(texts(next.lines)).toEqual(["chat:a"]);
  });

  it("turns moderation into lines and updates my standing when it concerns me", () => {
    const state = fromHistory(history([chat(1, ann, "a")]), ME);
    const until = Date.UTC(2030, 0, 1, 12, 30);
    const muted = applyEvents(state, [ev(2, "muted", { user: ann, until, matchId: null, by: anchor })], ME);
    expect(muted.me.mutedUntil).toBe(until);
    expect(muted.lines.at(-1)).toMatchObject({ type: "muted", until, forMatch: false });

    const other = applyEvents(muted, [ev(3, "muted", { user: bob, until: null, matchId: 12, by: anchor })], ME);
    expect(other.me.mutedUntil).toBe(until);
    expect(other.lines.at(-1)).toMatchObject({ type: "muted", forMatch: true, user: { nickname: "Bob" } });

    const unmuted = applyEvents(
      other,
      [
        ev(4, "unmuted", { userId: ME, user: user(ME, "me"), by: null }),
        ev(5, "unmuted", { userId: 99, user: user(99, "someone"), by: null }),
      ],
      ME,
    );
    expect(unmuted.me).toMatchObject({ mutedUntil: null, mutedForMatch: false });
    // Everyone is told who may speak again, by name.
    expect(unmuted.lines.at(-1)).toMatchObject({ type: "unmuted", me: false, user: { nickname: "someone" } });

    const all = applyEvents(unmuted, [ev(6, "muteAll", { on: true, by: anchor })], ME);
    expect(all.muteAll).toBe(true);
    const banned = applyEvents(all, [ev(7, "banned", { user: ann, on: true, by: anchor })], ME);
    expect(banned.me.banned).toBe(true);
    const promoted = applyEvents(banned, [ev(8, "role", { user: { ...ann, role: 1 }, role: 1 })], ME);
    expect(promoted.me.role).toBe(1);
    expect(promoted.lines.map((line) => line.type).slice(-3)).toEqual(["muteAll", "banned", "role"]);
  });

  it("shows gifts and sent red packets, and skips what it cannot read", () => {
    const names = {
      name: "火箭",
      nameTw: "火箭",
      nameIdn: "Roket",
      nameVn: "Tên lửa",
      nameTh: "จรวด",
      namePor: "Foguete",
      nameHin: "रॉकेट",
      nameEn: "Rocket",
    };
    const brief = { id: 8, nickname: "Bob", avatar: null };
    const state = applyEvents(
      fromHistory(history([]), ME),
      [
        ev(1, "gift", { giftId: 2, name: names, image: "/g.png", count: 3, sender: brief, effect: "none", value: 30 }),
        ev(2, "redPacket", {
          id: "5f0c7c1e-4a58-4d1a-9b8e-2a4f8e1d3c21",
          kind: "sent",
          type: 1,
          content: 1,
          couponTier: null,
          count: 5,
          sender: brief,
          expiresAt: 0,
        }),
        ev(3, "chat", { text: 42 }),
        ev(4, "live", { on: true }),
      ],
      ME,
    );
    expect(state.lines).toMatchObject([
      { type: "gift", sender: "Bob", count: 3 },
      { type: "redPacket", sender: "Bob" },
    ]);
    expect(state.seq).toBe(4);
  });

  it("keeps my sends until their event arrives, and drops the oldest lines past the cap", () => {
    let state = fromHistory(history([], 10), ME);
    state = addLocal(state, { clientMsgId: "m1", text: "mine", at: 1, status: "sending" });
    state = ackLocal(state, "m1", 11);
    expect(state.local).toMatchObject([{ clientMsgId: "m1", seq: 11 }]);
    state = applyEvents(state, [chat(11, ann, "mine", "m1")], ME);
    expect(state.local).toEqual([]);
    // An ack that comes after its event removes nothing twice.
    expect(ackLocal(state, "m1", 11).local).toEqual([]);

    const many = Array.from({ length: MAX_LINES + 20 }, (_, index) => chat(12 + index, bob, `n${index}`));
    const capped = applyEvents(state, many, ME);
    expect(capped.lines).toHaveLength(MAX_LINES);
    expect(texts(capped.lines).at(-1)).toBe(`chat:n${MAX_LINES + 19}`);
  });

  it("merges entry lines that come close together", () => {
    let state = fromHistory(history([]), ME);
    state = addEnter(state, ann, 1000);
    state = addEnter(state, bob, 1500);
    state = addEnter(state, user(null, "ab12", -1, "userType=4"), 2000);
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]).toMatchObject({ type: "enter", others: 2, user: { nickname: "ab12" } });
    state = addEnter(state, ann, 2000 + ENTER_MERGE_MS);
    expect(state.lines).toHaveLength(2);
  });
});

describe("room powers", () => {
  it("gives each role its section-6 powers", () => {
    expect(mayDo(3, "grant")).toBe(true);
    expect(mayDo(2, "ban")).toBe(true);
    expect(mayDo(2, "grant")).toBe(false);
    expect(mayDo(1, "clear")).toBe(true);
    expect(mayDo(1, "muteAll")).toBe(false);
    expect(mayDo(0, "mute")).toBe(false);
  });

  it("lets moderators act on viewers only and the anchor on anyone but itself", () => {
    expect(mayActOn(1, 0)).toBe(true);
    expect(mayActOn(1, 2)).toBe(false);
    expect(mayActOn(3, 2)).toBe(true);
    expect(mayActOn(3, 3)).toBe(false);
    expect(keepsInterval(0)).toBe(true);
    expect(keepsInterval(1)).toBe(false);
  });

  it("reads the chat user flags", () => {
    expect(isAnchor(anchor)).toBe(true);
    expect(isAnchor(user(2, "x", 0, "zb=10"))).toBe(false);
    expect(isVisitor(user(null, "v", -1, "userType=4"))).toBe(true);
    expect(isVisitor(ann)).toBe(false);
  });
});
