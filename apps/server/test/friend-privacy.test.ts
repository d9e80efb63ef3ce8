import { randomUUID } from "node:crypto";
import { ERRORS, IM_MESSAGE_TYPE } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { apply, befriend, friendEvents, get, type Person, person } from "./helpers/friends.js";
import { call } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

const able = (from: Person, to: Person) => call(t, "chat/send/able", { userId: to.id }, from.token);
const setPrivacy = (user: Person, whoMayMessage: "everyone" | "friends") =>
  call(t, "chat/friend/privacy", { whoMayMessage }, user.token);
const block = (user: Person, other: Person) => call(t, "chat/friend/blacklist/add", { userId: other.id }, user.token);
const friendIds = async (user: Person) =>
  (await call(t, "chat/friend/list", {}, user.token)).body.data.list.map((item: { id: number }) => item.id);

describe("who may message me", () => {
  it("is everyone by default; friends only refuses strangers with 'not friends'", async () => {
    const [me, friend, stranger] = [await person(t), await person(t), await person(t)];
    await befriend(t, me, friend);
    expect((await get(t, "chat/friend/privacy", me.token)).body.data).toEqual({
      whoMayMessage: "everyone",
      email: null,
    });
    expect((await able(stranger, me)).body.data).toEqual({ userId: me.id, able: true, reason: "ok" });
    expect((await setPrivacy(me, "friends")).body.data.whoMayMessage).toBe("friends");
    expect((await able(stranger, me)).body.data).toEqual({ userId: me.id, able: false, reason: "notFriends" });
    expect((await able(friend, me)).body.data.able).toBe(true);
    // My setting is about who reaches me, not whom I reach.
    expect((await able(me, stranger)).body.data.able).toBe(true);
    expect(await t.app.services.friend.canMessage(stranger.id, me.id)).toBe("notFriends");
    expect((await friendEvents(t, me)).map((event) => event.type)).toContain("privacy");
  });

  it("answers for many users at once, in the order asked", async () => {
    const [me, friend, closed, blocker, blocked] = [
      await person(t),
      await person(t),
      await person(t),
      await person(t),
      await person(t),
    ];
    await befriend(t, me, friend);
    await setPrivacy(closed, "friends");
    await block(blocker, me);
    await block(me, blocked);
    const ids = [friend.id, closed.id, blocker.id, blocked.id, 2_147_483_000];
    const res = await call(t, "chat/send/able/batch", { userIds: ids }, me.token);
    expect(res.body.data.list.map((item: { userId: number; reason: string }) => [item.userId, item.reason])).toEqual([
      [friend.id, "ok"],
      [closed.id, "notFriends"],
      [blocker.id, "blocked"],
      [blocked.id, "blacklisted"],
      [2_147_483_000, "userNotFound"],
    ]);
    const tooMany = await call(
      t,
      "chat/send/able/batch",
      { userIds: Array.from({ length: 201 }, (_, i) => i + 1) },
      me.token,
    );
    expect(tooMany.body.code).toBe(ERRORS.validation);
  });

  it("refuses a private message in the conversation as the recipient's setting says", async () => {
    const [me, stranger] = [await person(t), await person(t)];
    await setPrivacy(me, "friends");
    const opened = await call(t, "chat/conversation/open", { userId: me.id }, stranger.token);
    const send = await call(
      t,
      "chat/message/send",
      {
        conversationId: opened.body.data.id,
        clientMsgId: randomUUID(),
        type: IM_MESSAGE_TYPE.text,
        content: { text: "hi" },
      },
      stranger.token,
    );
    expect(send.body).toMatchObject({
      code: ERRORS.notFriends,
      msg: "You are not friends, so you cannot send messages",
    });
  });
});

describe("the blacklist", () => {
  it("ends the friendship, withdraws applications, and stops the blocked user messaging or applying", async () => {
    const [me, pest, other] = [await person(t), await person(t), await person(t)];
    await befriend(t, me, pest);
    await apply(t, other, me);
    expect((await block(me, pest)).body.success).toBe(true);
    expect(await friendIds(me)).toEqual([]);
    expect(await friendIds(pest)).toEqual([]);
    expect((await friendEvents(t, pest)).map((event) => event.type)).toContain("friendDeleted");

    const again = await apply(t, pest, me);
    expect(again.body).toMatchObject({
      code: ERRORS.friendRequestRefused,
      msg: "This user is not accepting friend requests from you",
    });
    expect(await t.app.services.friend.canMessage(pest.id, me.id)).toBe("blocked");
    const mine = await apply(t, me, pest);
    expect(mine.body).toMatchObject({
      code: ERRORS.unblockFirst,
      msg: "You have blocked this user. Remove them from your blacklist first",
    });
    await expect(t.app.services.friend.canMessage(me.id, pest.id)).rejects.toMatchObject({ key: "unblockFirst" });

    const list = await call(t, "chat/friend/blacklist", {}, me.token);
    expect(list.body.data.list).toMatchObject([
      { id: pest.id, nickname: expect.any(String), blockedAt: expect.any(Number) },
    ]);
    // Blocking someone with a pending application to me withdraws it.
    await block(me, other);
    const received = await call(t, "chat/friend/applications", { box: "received" }, me.token);
    expect(received.body.data.pendingCount).toBe(0);

    await call(t, "chat/friend/blacklist/remove", { userId: pest.id }, me.token);
    expect(
      (await call(t, "chat/friend/blacklist", {}, me.token)).body.data.list.map((item: { id: number }) => item.id),
    ).toEqual([other.id]);
    expect((await apply(t, pest, me)).body.data.status).toBe("pending");
    expect((await block(me, me)).body).toMatchObject({
      code: ERRORS.cannotBlockSelf,
      msg: "You cannot block yourself",
    });
  });

  it("refuses a blocked user's private message as refused by the peer", async () => {
    const [me, pest] = [await person(t), await person(t)];
    const opened = await call(t, "chat/conversation/open", { userId: me.id }, pest.token);
    await block(me, pest);
    const send = await call(
      t,
      "chat/message/send",
      {
        conversationId: opened.body.data.id,
        clientMsgId: randomUUID(),
        type: IM_MESSAGE_TYPE.text,
        content: { text: "hi" },
      },
      pest.token,
    );
    expect(send.body).toMatchObject({ code: ERRORS.messageRefused, msg: "The message was refused by the recipient" });
  });
});

describe("friends", () => {
  it("keeps my own remark for a friend, sorts by it, and refuses one for a stranger", async () => {
    const [me, x, y, stranger] = [await person(t), await person(t), await person(t), await person(t)];
    await befriend(t, me, x);
    await befriend(t, y, me);
    await call(t, "chat/friend/remark", { userId: x.id, remark: "zz last" }, me.token);
    await call(t, "chat/friend/remark", { userId: y.id, remark: "aa first" }, me.token);
    const list = (await call(t, "chat/friend/list", {}, me.token)).body.data.list;
    expect(list.map((item: { id: number; remark: string }) => [item.id, item.remark])).toEqual([
      [y.id, "aa first"],
      [x.id, "zz last"],
    ]);
    // Remarks are mine alone.
    expect((await call(t, "chat/friend/list", {}, x.token)).body.data.list[0].remark).toBe("");
    const strange = await call(t, "chat/friend/remark", { userId: stranger.id, remark: "who" }, me.token);
    expect(strange.body).toMatchObject({ code: ERRORS.notYourFriend, msg: "This user is not in your friends list" });
    const long = await call(t, "chat/friend/remark", { userId: x.id, remark: "x".repeat(21) }, me.token);
    expect(long.body.code).toBe(ERRORS.validation);
  });

  it("deletes a friendship on both sides and tells both", async () => {
    const [me, friend] = [await person(t), await person(t)];
    await befriend(t, me, friend);
    expect((await get(t, `chat/isFriend/${friend.id}`, me.token)).body.data.isFriend).toBe(true);
    await call(t, "chat/friend/delete", { userId: friend.id }, me.token);
    expect((await get(t, `chat/isFriend/${friend.id}`, me.token)).body.data.isFriend).toBe(false);
    expect((await get(t, `chat/isFriend/${me.id}`, friend.token)).body.data.isFriend).toBe(false);
    expect((await friendEvents(t, friend)).filter((event) => event.type === "friendDeleted")).toEqual([
      { type: "friendDeleted", userId: me.id },
    ]);
    // Deleting again changes nothing and fails nothing.
    expect((await call(t, "chat/friend/delete", { userId: friend.id }, me.token)).body.success).toBe(true);
    expect((await get(t, "chat/isFriend/0x10", me.token)).body.code).toBe(ERRORS.validation);
  });
});
