import { FRIEND_PRESENCE_NOTICE, presenceStatus } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { befriend, get, type Person, person } from "./helpers/friends.js";
import { call } from "./helpers/users.js";
import { connectWs, wsUrl } from "./helpers/ws.js";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  url = wsUrl(typeof address === "object" && address ? address.port : 0);
});
afterAll(() => t.close());

type Status = { userId: number; online: boolean; lastSeenAt: number | null };
const statusOf = async (viewer: Person, friend: Person): Promise<Status | undefined> => {
  const res = await call(t, "chat/online/friend_status", { userIds: [friend.id] }, viewer.token);
  return res.body.data.list.find((item: Status) => item.userId === friend.id);
};
async function waitFor(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("friends' online status", () => {
  it("is online while the friend has the app open, then last seen", async () => {
    const [me, friend] = [await person(t), await person(t)];
    await befriend(t, me, friend);
    const before = await statusOf(me, friend);
    expect(before).toMatchObject({ online: false, lastSeenAt: expect.any(Number) });

    const socket = await connectWs(url, { token: friend.token });
    await socket.subscribe(`user:${friend.id}`);
    expect(await statusOf(me, friend)).toMatchObject({ online: true });
    const list = (await call(t, "chat/friend/list", {}, me.token)).body.data.list;
    expect(list).toMatchObject([{ id: friend.id, online: true }]);

    // The node records who is connected (every minute); after the socket closes that time remains.
    await t.app.services.friend.markSeen([friend.id]);
    socket.close();
    await waitFor(async () => (await statusOf(me, friend))?.online === false);
    const after = await statusOf(me, friend);
    expect(presenceStatus({ online: false, lastSeenAt: after?.lastSeenAt ?? null }, Date.now())).toEqual({
      key: "minutesAgo",
      n: 1,
    });
  });

  it("tells a friend who has the app open when someone comes online and when they leave", async () => {
    const [me, friend] = [await person(t), await person(t)];
    await befriend(t, me, friend);
    const mine = await connectWs(url, { token: me.token });
    await mine.subscribe(`user:${me.id}`);
    const told = (online: boolean) =>
      mine.events.some(
        (event) =>
          event.type === "notice" &&
          event.kind === FRIEND_PRESENCE_NOTICE &&
          (event.data as { userId: number; online: boolean }).userId === friend.id &&
          (event.data as { online: boolean }).online === online,
      );

    const theirs = await connectWs(url, { token: friend.token });
    await theirs.subscribe(`user:${friend.id}`);
    await mine.until(() => told(true));
    theirs.close();
    await mine.until(() => told(false));
    // Left just now: the status says so too.
    expect(await statusOf(me, friend)).toMatchObject({ online: false });
    mine.close();
  });

  it("tells only about friends, and all of them when no one is named", async () => {
    const [me, friend, stranger] = [await person(t), await person(t), await person(t)];
    await befriend(t, me, friend);
    const named = await call(t, "chat/online/friend_status", { userIds: [friend.id, stranger.id] }, me.token);
    expect(named.body.data.list.map((item: Status) => item.userId)).toEqual([friend.id]);
    const all = await call(t, "chat/online/friend_status", {}, me.token);
    expect(all.body.data.list.map((item: Status) => item.userId)).toEqual([friend.id]);
    const card = (await get(t, `chat/manage/userSearch/searchFriend/${stranger.id}`, me.token)).body.data.users[0];
    expect(card.presence).toBeNull();
  });
});
