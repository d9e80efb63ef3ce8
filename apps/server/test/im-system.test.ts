import { ERRORS, IM_SYSTEM_TYPE } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { person } from "./helpers/im.js";
import { eventsOf, messagingSuite, noticesOf } from "./helpers/im-devices.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call } from "./helpers/users.js";
import { connectWs, wsUrl } from "./helpers/ws.js";

const suite = messagingSuite();

describe("the system-messages conversation", () => {
  it("stores, delivers, counts, lists, shows and deletes system messages", async () => {
    const me = await person(suite.t);
    const applicant = await person(suite.t);
    const d1 = await suite.device(me.token);
    const d2 = await suite.device(me.token);
    for (const d of [d1, d2]) await d.subscribe(`user:${me.id}`);
    const { im } = suite.t.app.services;

    await im.systemMessage(me.id, "friendApplication", {
      userId: applicant.id,
      nickname: "Applicant",
      avatar: null,
      note: "we met at the match",
    });
    await im.systemMessage(me.id, "anchorApproved", {});
    await d1.until(() => eventsOf(d1, `user:${me.id}`, "systemMessage").length === 2);
    expect(eventsOf(d1, `user:${me.id}`, "systemMessage").map((e) => e.data)).toMatchObject([
      {
        type: IM_SYSTEM_TYPE.social,
        unread: 1,
        message: { kind: "friendApplication", data: { note: "we met at the match" } },
      },
      { type: IM_SYSTEM_TYPE.platform, unread: 2, message: { kind: "anchorApproved" } },
    ]);

    expect((await call(suite.t, "chat/messageManagement/count", {}, me.token)).body.data).toEqual({
      unread: 2,
      total: 2,
    });
    expect((await call(suite.t, "chat/unread", {}, me.token)).body.data).toEqual({ unreadTotal: 0, systemUnread: 2 });
    const page = await call(suite.t, "chat/messageManagement/message/list", { page: 1, pageSize: 10 }, me.token);
    expect(page.body.data).toMatchObject({ total: 2, unread: 0 });
    expect(page.body.data.list.map((m: { kind: string; read: boolean }) => [m.kind, m.read])).toEqual([
      ["anchorApproved", false],
      ["friendApplication", false],
    ]);
    // Reading on one device updates the count on the other.
    await d2.until(() => noticesOf(d2, "systemCount").some((n) => n.unread === 0));

    const [latest, earlier] = page.body.data.list;
    const detail = await call(suite.t, "chat/messageManagement/detail", { id: earlier.id }, me.token);
    expect(detail.body.data).toMatchObject({ id: earlier.id, kind: "friendApplication", read: true });
    expect((await call(suite.t, "chat/messageManagement/delete", { id: latest.id }, me.token)).body.success).toBe(true);
    expect((await call(suite.t, "chat/messageManagement/count", {}, me.token)).body.data).toEqual({
      unread: 0,
      total: 1,
    });
    const gone = await call(suite.t, "chat/messageManagement/detail", { id: latest.id }, me.token);
    expect(gone.body.code).toBe(ERRORS.systemMessageNotFound);
    // Nobody reads or deletes another person's system messages.
    const other = await call(suite.t, "chat/messageManagement/delete", { id: earlier.id }, applicant.token);
    expect(other.body.code).toBe(ERRORS.systemMessageNotFound);
  });
});

describe("the chat identity and chat user flags", () => {
  it("gives a user their chat identity, which opens the gateway as them, and a visitor a read-only one", async () => {
    const me = await person(suite.t);
    const mine = await suite.t.app.inject({
      method: "GET",
      url: "/web/openim-url/get",
      headers: { authorization: me.token },
    });
    const identity = mine.json().data;
    expect(identity).toMatchObject({
      appNumber: me.userInfo.appNumber,
      imToken: me.userInfo.imToken,
      platformId: 5,
      visitor: false,
    });
    expect(identity.webUrl).toMatch(/^wss?:\/\/.+\/web\/ws$/);

    const visitor = (await suite.t.app.inject({ method: "GET", url: "/web/openim-url/get" })).json().data;
    expect(visitor).toMatchObject({ imToken: "", visitor: true });

    const address = suite.t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const chat = await connectWs(wsUrl(port), {
      first: { type: "auth", appNumber: identity.appNumber, imToken: identity.imToken },
    });
    await chat.until((e) => e.some((x) => x.type === "welcome"));
    expect(chat.events.find((x) => x.type === "welcome")).toMatchObject({ userId: me.id });
    chat.close();
  });

  it("filters visitors out and flags anchors and visitors", async () => {
    const viewer = await person(suite.t);
    const anchor = await makeAnchor(suite.t);
    const ids = [String(viewer.id), "v123456789", String(anchor.id), "2147483647", "0042"];
    const filtered = await call(suite.t, "chat/user/filterTouristUser", { userIds: ids });
    expect(filtered.body.data.userIds).toEqual([String(viewer.id), String(anchor.id)]);
    const flags = await call(suite.t, "chat/user/userFlag", { userIds: ids.slice(0, 3) });
    expect(flags.body.data.list).toEqual([
      { userId: String(viewer.id), flag: "", anchor: false, tourist: false },
      { userId: "v123456789", flag: "userType=4", anchor: false, tourist: true },
      { userId: String(anchor.id), flag: "zb=1", anchor: true, tourist: false },
    ]);
  });
});
