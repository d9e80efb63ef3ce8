import { PRODUCT_NAME, PUSH_DEFAULT_ICON, PUSH_TYPE, SW_MESSAGE, WEB_ACTION_TYPE } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { type ClientsLike, notificationFor, openNotice, readPush, type WindowLike } from "./notice";

const SCOPE = "https://courtside.example/";

/** A push as the server sends it, for a payload of spec section 3. */
const push = (payload: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 41,
  type: payload.type,
  title: "Title",
  body: "Body",
  lang: "en",
  webLang: "en",
  tag: "t",
  data: { data: JSON.stringify(payload) },
  ...extra,
});

/** The notification's data for a payload, as the worker would keep it. */
function shown(payload: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const read = readPush(push(payload, extra));
  if (!read) throw new Error("unreadable push");
  return notificationFor(read, "en-US", SCOPE);
}

/** Stand-in clients: the windows open now, and what the worker did with them. */
function clients(windows: { url: string; focused?: boolean }[] = []) {
  const opened: string[] = [];
  const posted: unknown[] = [];
  const focused: string[] = [];
  const list: WindowLike[] = windows.map((w) => ({
    url: w.url,
    focused: w.focused ?? false,
    focus: async () => {
      focused.push(w.url);
    },
    postMessage: (message: unknown) => posted.push(message),
  }));
  const api: ClientsLike = {
    matchAll: async () => list,
    openWindow: async (url) => {
      opened.push(url);
    },
  };
  return { api, opened, posted, focused };
}

const PAYLOADS = {
  match: { type: PUSH_TYPE.bookedMatchSoon, bookMatch: { matchId: 7, homeName: "A", awayName: "B", liveCount: 2 } },
  anchor: { type: PUSH_TYPE.anchorLive, bookAnchor: { id: 100_002, name: "Lena", imgUrl: "/files/lena.png" } },
  noticeMatch: { type: PUSH_TYPE.notice, notify: { title: "t", body: "b", webActionType: 1, webActionContent: "9" } },
  noticeAnchor: {
    type: PUSH_TYPE.notice,
    notify: { title: "t", body: "b", webActionType: 2, webActionContent: "100003" },
  },
  noticeLink: {
    type: PUSH_TYPE.notice,
    notify: { title: "t", body: "b", webActionType: WEB_ACTION_TYPE.link, webActionContent: "https://example.com/x" },
  },
  status: { type: PUSH_TYPE.matchStatus, matchId: 5, sportId: 1, status: 2 },
  message: { type: PUSH_TYPE.instantMessage, conversationId: 12, openIMContentDTO: { SenderName: "Rosa" } },
} as const;

describe("showing a push (spec sections 5 and 9)", () => {
  it("vibrates 200-100-200, with the default icon unless the push brings a picture", () => {
    const plain = shown(PAYLOADS.match);
    expect(plain?.title).toBe("Title");
    expect(plain?.options).toMatchObject({
      body: "Body",
      icon: `${SCOPE}${PUSH_DEFAULT_ICON}`,
      vibrate: [200, 100, 200],
      tag: "t",
    });
    const withPictures = shown(PAYLOADS.anchor, { icon: "/files/lena.png", image: "/files/poster.png" });
    expect(withPictures?.options).toMatchObject({ icon: "/files/lena.png", image: "/files/poster.png" });
  });

  it("falls back to the product name and its own texts in the push's language", () => {
    expect(shown(PAYLOADS.match, { title: "", body: "" })).toMatchObject({
      title: PRODUCT_NAME,
      options: { body: "You have a new notification" },
    });
    expect(shown(PAYLOADS.message, { title: "", body: "", webLang: "tha" })).toMatchObject({
      title: "ข้อความใหม่",
      options: { body: "คุณมีข้อความใหม่" },
    });
  });

  it("never shows type 3, nor a push it cannot read", () => {
    expect(shown({ type: PUSH_TYPE.ignored })).toBeNull();
    expect(readPush("text")).toBeNull();
    expect(readPush({ data: { data: "{}" } })).toBeNull();
  });
});

describe("clicking a notification (spec section 2)", () => {
  const data = (payload: Record<string, unknown>) => shown(payload)?.options.data;

  it.each([
    ["type 1", PAYLOADS.match, "/match/live/7"],
    ["type 2", PAYLOADS.anchor, "/anchor/room/100002"],
    ["type 4, a match", PAYLOADS.noticeMatch, "/match/live/9"],
    ["type 4, an anchor", PAYLOADS.noticeAnchor, "/anchor/room/100003"],
    ["type 5", PAYLOADS.status, "/match/match/5"],
    ["type 8", PAYLOADS.message, "/chat/message?c=12"],
  ])("%s opens the app at its screen when no page is open", async (_name, payload, route) => {
    const browser = clients();
    await openNotice(data(payload), browser.api, SCOPE);
    expect(browser.opened).toEqual([`${SCOPE}#${route}`]);
  });

  it.each([
    ["type 1", PAYLOADS.match, "/match/live/7"],
    ["type 5", PAYLOADS.status, "/match/match/5"],
    ["type 8", PAYLOADS.message, "/chat/message?c=12"],
  ])("%s sends an open page there and brings it forward", async (_name, payload, route) => {
    const browser = clients([{ url: `${SCOPE}#/match/0` }, { url: "https://elsewhere.example/" }]);
    await openNotice(data(payload), browser.api, SCOPE);
    expect(browser.opened).toEqual([]);
    expect(browser.focused).toEqual([`${SCOPE}#/match/0`]);
    expect(browser.posted).toEqual([
      expect.objectContaining({ type: SW_MESSAGE.click, route, noticeId: 41, noticeType: payload.type }),
    ]);
  });

  it("hands a message's content to the page for its chat notification state", async () => {
    const browser = clients([{ url: `${SCOPE}#/match/0`, focused: true }]);
    await openNotice(data(PAYLOADS.message), browser.api, SCOPE);
    const [message] = browser.posted;
    expect(JSON.parse(String(Reflect.get(Object(message), "payload")))).toMatchObject({
      openIMContentDTO: { SenderName: "Rosa" },
    });
  });

  it("opens a type-4 link in a new tab, leaving the app's pages as they are", async () => {
    const browser = clients([{ url: `${SCOPE}#/match/0`, focused: true }]);
    await openNotice(data(PAYLOADS.noticeLink), browser.api, SCOPE);
    expect(browser.opened).toEqual(["https://example.com/x"]);
    expect(browser.posted).toEqual([]);
  });
});
