import { ERRORS } from "@courtside/protocol";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { friendApplications } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { apply, befriend, friendEvents, get, type Person, person, systemKinds } from "./helpers/friends.js";
import { call } from "./helpers/users.js";

const ADD_DAILY = 5;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none", FRIEND_ADD_DAILY: String(ADD_DAILY) });
});
afterAll(() => t.close());

const received = (user: Person) => call(t, "chat/friend/applications", { box: "received" }, user.token);
const isFriend = async (a: Person, b: Person) => (await get(t, `chat/isFriend/${b.id}`, a.token)).body.data.isFriend;

describe("friend applications", () => {
  it("refuses adding yourself, someone who does not exist and a friend, each with its message", async () => {
    const [a, b] = [await person(t), await person(t)];
    expect((await apply(t, a, a)).body).toMatchObject({ code: ERRORS.cannotAddSelf, msg: "You cannot add yourself" });
    const missing = await call(t, "chat/applyFriend", { userId: 2_147_483_000, source: 1 }, a.token);
    expect(missing.body).toMatchObject({ code: ERRORS.userNotFound, msg: "User not found" });
    const noId = await call(t, "chat/applyFriend", { source: 1 }, a.token, "zh");
    expect(noId.body.code).toBe(ERRORS.validation);
    expect(noId.body.data.fields[0]).toMatchObject({ field: "body.userId", message: "请选择要添加的用户" });
    await befriend(t, a, b);
    expect((await apply(t, a, b)).body).toMatchObject({ code: ERRORS.friendExists, msg: "This friend already exists" });
    expect((await apply(t, b, a, "", 1)).body.code).toBe(ERRORS.friendExists);
    const visitor = await call(t, "chat/applyFriend", { userId: b.id, source: 1 });
    expect(visitor.body.code).toBe(ERRORS.loginRequired);
  });

  it("keeps one pending application per pair: applying again updates the note, even when applies race", async () => {
    const [a, b] = [await person(t), await person(t)];
    const first = await apply(t, a, b, "hi, from the match chat", 2);
    expect(first.body.data).toMatchObject({
      status: "pending",
      application: { note: "hi, from the match chat", source: 2 },
    });
    await Promise.all(["one", "two", "three"].map((note) => apply(t, a, b, note)));
    const again = await apply(t, a, b, "it is me again", 1);
    expect(again.body.data.application.id).toBe(first.body.data.application.id);
    const list = (await received(b)).body.data;
    expect(list.pendingCount).toBe(1);
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      note: "it is me again",
      status: "pending",
      from: { id: a.id },
      to: { id: b.id },
    });
    // The recipient hears of it on every device and finds it in the system messages.
    expect((await friendEvents(t, b)).filter((event) => event.type === "applicationAdded").length).toBeGreaterThan(0);
    expect(await systemKinds(t, b)).toContain("friendApplication");
    const sent = await call(t, "chat/friend/applications", { box: "sent" }, a.token);
    expect(sent.body.data.list.map((item: { id: number }) => item.id)).toEqual([first.body.data.application.id]);
  });

  it("makes two people who apply to each other friends, also when they apply at the same moment", async () => {
    const [a, b] = [await person(t), await person(t)];
    await apply(t, a, b, "first");
    const back = await apply(t, b, a, "second");
    expect(back.body.data).toMatchObject({
      status: "accepted",
      application: { from: { id: a.id }, status: "accepted" },
    });
    expect([await isFriend(a, b), await isFriend(b, a)]).toEqual([true, true]);
    expect(await systemKinds(t, a)).toContain("friendAccepted");

    const [c, d] = [await person(t), await person(t)];
    const both = await Promise.all([apply(t, c, d), apply(t, d, c)]);
    expect(both.map((res) => res.body.data.status).sort()).toEqual(["accepted", "pending"]);
    expect([await isFriend(c, d), await isFriend(d, c)]).toEqual([true, true]);
    expect((await received(c)).body.data.pendingCount).toBe(0);
    expect((await received(d)).body.data.pendingCount).toBe(0);
  });

  it("lets only the recipient accept, and tells the applicant", async () => {
    const [a, b, stranger] = [await person(t), await person(t), await person(t)];
    const { id } = (await apply(t, a, b, "let us be friends")).body.data.application;
    expect((await call(t, "chat/friend/accept", { id }, a.token)).body.code).toBe(ERRORS.noPermission);
    const other = await call(t, "chat/friend/accept", { id }, stranger.token);
    expect(other.body).toMatchObject({
      code: ERRORS.friendApplicationNotFound,
      msg: "This friend request no longer exists",
    });
    const accepted = await call(t, "chat/friend/accept", { id }, b.token);
    expect(accepted.body.data).toMatchObject({ id, status: "accepted", handledAt: expect.any(Number) });
    expect([await isFriend(a, b), await isFriend(b, a)]).toEqual([true, true]);
    const again = await call(t, "chat/friend/reject", { id }, b.token);
    expect(again.body).toMatchObject({
      code: ERRORS.friendApplicationHandled,
      msg: "This friend request has already been handled",
    });
    expect(await systemKinds(t, a)).toContain("friendAccepted");
    expect((await friendEvents(t, a)).map((event) => event.type)).toContain("applicationAccepted");
    const friends = await call(t, "chat/friend/list", {}, a.token);
    expect(friends.body.data.list.map((item: { id: number }) => item.id)).toEqual([b.id]);
  });

  it("rejects: no friendship, and the applicant learns of it", async () => {
    const [a, b] = [await person(t), await person(t)];
    const { id } = (await apply(t, a, b)).body.data.application;
    const rejected = await call(t, "chat/friend/reject", { id }, b.token);
    expect(rejected.body.data.status).toBe("rejected");
    expect(await isFriend(a, b)).toBe(false);
    expect(await systemKinds(t, a)).toContain("friendRejected");
    expect((await friendEvents(t, a)).map((event) => event.type)).toContain("applicationRejected");
    // A new application after a rejection is a new one.
    const next = await apply(t, a, b, "please?");
    expect(next.body.data.application.id).not.toBe(id);
    expect(next.body.data.status).toBe("pending");
  });

  it("expires an application 7 days after it was sent; sending it again renews it", async () => {
    const [a, b, c] = [await person(t), await person(t), await person(t)];
    const expire = (id: number) =>
      t.db
        .update(friendApplications)
        .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
        .where(eq(friendApplications.id, id));
    const { id } = (await apply(t, a, b)).body.data.application;
    await expire(id);
    const list = (await received(b)).body.data;
    expect(list.list[0]).toMatchObject({ id, status: "expired" });
    expect(list.pendingCount).toBe(0);
    const late = await call(t, "chat/friend/accept", { id }, b.token);
    expect(late.body).toMatchObject({ code: ERRORS.friendApplicationExpired, msg: "This friend request has expired" });
    const renewed = await apply(t, a, b, "trying again");
    expect(renewed.body.data).toMatchObject({ status: "pending", application: { id, status: "pending" } });
    expect((await call(t, "chat/friend/accept", { id }, b.token)).body.data.status).toBe("accepted");

    // An expired application from them does not turn mine into a mutual one.
    const old = (await apply(t, c, a)).body.data.application;
    await expire(old.id);
    expect((await apply(t, a, c)).body.data.status).toBe("pending");
    expect(await isFriend(a, c)).toBe(false);
  });

  it("stops at the daily add limit with its message, also when applications race", async () => {
    const applicant = await person(t);
    const others = await Promise.all(Array.from({ length: ADD_DAILY + 3 }, () => person(t)));
    const results = await Promise.all(others.map((other) => apply(t, applicant, other)));
    const passed = results.filter((res) => res.body.success);
    expect(passed).toHaveLength(ADD_DAILY);
    expect(passed.map((res) => res.body.data.addsLeft).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const res of results.filter((each) => !each.body.success)) {
      expect(res.body).toMatchObject({
        code: ERRORS.addLimit,
        msg: "You have reached today's limit for adding friends",
      });
    }
    // Someone who applied to me can still be accepted by applying back: that adds no one new.
    const fan = await person(t);
    await apply(t, fan, applicant);
    expect((await apply(t, applicant, fan)).body.data).toMatchObject({ status: "accepted", addsLeft: 0 });
  });
});
