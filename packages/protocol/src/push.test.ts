import { describe, expect, it } from "vitest";
import { PUSH_TYPE } from "./enums.js";
import { LANGS } from "./language-list.js";
import { noticeTarget, pushData, pushLangOf, WEB_ACTION_TYPE } from "./push.js";

describe("push language mapping (spec section 9)", () => {
  it("maps zh to cn, tw to tw, vie to vi, tha to th, ind to id and the others to en", () => {
    expect(Object.fromEntries(LANGS.map((lang) => [lang, pushLangOf(lang)]))).toEqual({
      en: "en",
      zh: "cn",
      tw: "tw",
      ind: "id",
      vie: "vi",
      tha: "th",
      por: "en",
      hin: "en",
    });
  });
});

describe("where a notice click leads (spec section 2)", () => {
  const notice = (webActionType: number, webActionContent: string) => ({
    type: PUSH_TYPE.notice,
    notify: { title: "t", body: "b", webActionType, webActionContent },
  });

  it("opens the right screen for every type", () => {
    expect(noticeTarget({ type: 1, bookMatch: { matchId: 7, homeName: "A", awayName: "B", liveCount: 0 } })).toEqual({
      route: "/match/live/7",
    });
    expect(noticeTarget({ type: 2, bookAnchor: { id: 100_002, name: "Lena", imgUrl: "" } })).toEqual({
      route: "/anchor/room/100002",
    });
    expect(noticeTarget(notice(WEB_ACTION_TYPE.match, "42"))).toEqual({ route: "/match/live/42" });
    expect(noticeTarget(notice(WEB_ACTION_TYPE.anchor, "100003"))).toEqual({ route: "/anchor/room/100003" });
    expect(noticeTarget(notice(WEB_ACTION_TYPE.link, "https://example.com/news?id=1"))).toEqual({
      link: "https://example.com/news?id=1",
    });
    expect(noticeTarget(notice(9, "https://example.com/"))).toEqual({ link: "https://example.com/" });
    expect(noticeTarget({ type: 5, matchId: 9, sportId: 1, status: 2 })).toEqual({ route: "/match/match/9" });
    expect(noticeTarget({ type: 8, conversationId: 12, openIMContentDTO: {} })).toEqual({
      route: "/chat/message?c=12",
    });
    expect(noticeTarget({ type: 8 })).toEqual({ route: "/chat/message" });
  });

  it("reads the payload from the JSON string a push carries in data.data", () => {
    expect(noticeTarget(JSON.stringify({ type: 5, matchId: 3 }))).toEqual({ route: "/match/match/3" });
    expect(pushData("not json")).toBeUndefined();
  });

  it("ignores type 3, unknown types and payloads without their id", () => {
    expect(noticeTarget({ type: PUSH_TYPE.ignored })).toBeNull();
    expect(noticeTarget({ type: 6 })).toBeNull();
    expect(noticeTarget({ type: 1, bookMatch: {} })).toBeNull();
    expect(noticeTarget(notice(WEB_ACTION_TYPE.match, "not-an-id"))).toBeNull();
    expect(noticeTarget(null)).toBeNull();
  });

  it("never opens a script or data link from a notice", () => {
    expect(noticeTarget(notice(WEB_ACTION_TYPE.link, "javascript:alert(1)"))).toBeNull();
    expect(noticeTarget(notice(WEB_ACTION_TYPE.link, "data:text/html,hi"))).toBeNull();
    expect(noticeTarget(notice(WEB_ACTION_TYPE.link, "/relative"))).toBeNull();
  });
});
