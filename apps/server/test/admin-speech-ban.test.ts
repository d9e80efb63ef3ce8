import { randomUUID } from "node:crypto";
import { ERRORS } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, users } from "../src/db/schema/index.js";
import { adminCall, superAdmin } from "./helpers/admin.js";
import { groupText, makeGroup, person } from "./helpers/groups.js";
import { say, sendText } from "./helpers/im.js";
import { messagingSuite } from "./helpers/im-devices.js";
import { ownJob } from "./helpers/job-scope.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";

const suite = messagingSuite();
let admin: { token: string; userId: number };
beforeAll(async () => {
  admin = await superAdmin(suite.t);
});

const act = (path: string, body: unknown, code?: string | null) => adminCall(suite.t, path, body, admin.token, code);
const openChat = async (token: string, userId: number) =>
  Number((await call(suite.t, "chat/conversation/open", { userId }, token)).body.data.id);

describe("site-wide speaking ban", () => {
  it("silences the user in live rooms, private chats and groups, shows the end, and unban restores it", async () => {
    const anchor = await makeAnchor(suite.t);
    const user = await person(suite.t);
    const friend = await person(suite.t);
    const owner = await person(suite.t);
    const conversationId = await openChat(user.token, friend.id);
    const groupId = await makeGroup(suite.t, owner, [user]);
    const room = `room:${anchor.id}`;
    const socket = await suite.device(user.token);
    await socket.subscribe(room);

    const seq = await say(suite.t, friend.token, conversationId, "forward this");
    const res = await act("admin/users/speech_ban", { userId: user.id, minutes: 60, reason: "Spam in every room" });
    const until = Number(res.body.data.speechBannedUntil);
    expect(until).toBeGreaterThan(Date.now() + 59 * 60_000);

    const inRoom = await socket.say(room, "hello");
    expect(inRoom).toMatchObject({ type: "refused", code: ERRORS.speechBanned, data: { until } });
    expect(String(inRoom.msg)).toMatch(/^You cannot speak anywhere on the site until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    const privately = await sendText(suite.t, user.token, conversationId, "psst");
    expect(privately.body).toMatchObject({ code: ERRORS.speechBanned, data: { until } });
    const inGroup = await groupText(suite.t, user.token, groupId, "hi all");
    expect(inGroup.body).toMatchObject({ code: ERRORS.speechBanned, data: { until } });
    const forward = await call(
      suite.t,
      "chat/message/forward",
      { clientMsgId: randomUUID(), conversationId, seqs: [seq], conversationIds: [groupId] },
      user.token,
    );
    expect(forward.body).toMatchObject({ code: ERRORS.speechBanned, data: { until } });

    // Reading still works, and the web learns the end from the user's info.
    const history = await call(suite.t, "chat/message/before", { conversationId, limit: 20 }, user.token);
    expect(history.body.success).toBe(true);
    const info = await call(suite.t, "web_user/web_token_info", {}, user.token);
    expect(info.body.data.speechBannedUntil).toBe(until);

    const lifted = await act("admin/users/speech_unban", { userId: user.id });
    expect(lifted.body.data.speechBannedUntil).toBeNull();
    expect((await socket.say(room, "back")).type).toBe("ack");
    expect((await sendText(suite.t, user.token, conversationId, "back")).body.success).toBe(true);
    expect((await groupText(suite.t, user.token, groupId, "back")).body.success).toBe(true);
  });

  it("is lifted by the durable job when it ends", async () => {
    const user = await person(suite.t);
    const friend = await person(suite.t);
    const conversationId = await openChat(user.token, friend.id);
    await act("admin/users/speech_ban", { userId: user.id, minutes: 1440, reason: "" });
    expect((await sendText(suite.t, user.token, conversationId, "no")).body.code).toBe(ERRORS.speechBanned);

    // Time passes: the ban's end and its job both come due.
    const past = new Date(Date.now() - 1000);
    const key = `speech.lift:${user.id}`;
    await suite.t.db.update(users).set({ speechBannedUntil: past }).where(eq(users.id, user.id));
    await suite.t.db
      .update(jobs)
      .set({ runAt: past, payload: { userId: user.id, until: past.getTime() } })
      .where(ownJob(key));
    await suite.t.scheduler.runDue();
    const [row] = await suite.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.speechBannedUntil).toBeNull();
    expect((await sendText(suite.t, user.token, conversationId, "yes")).body.success).toBe(true);
  });

  it("is audited with its reason and duration", async () => {
    const user = await register(suite.t);
    const userId = Number(user.userInfo.uid);
    await act("admin/users/speech_ban", { userId, minutes: 10_080, reason: "Abuse" });
    await act("admin/users/speech_unban", { userId, reason: "Appeal accepted" });
    const log = await act("admin/audit_log", { page: 1, pageSize: 50 });
    const mine = log.body.data.list.filter((e: { targetId: string }) => e.targetId === String(userId));
    expect(mine.map((e: { action: string }) => e.action)).toEqual(["user.speechUnban", "user.speechBan"]);
    expect(mine[1].details).toMatchObject({ minutes: 10_080, reason: "Abuse" });
    expect(mine[0].details).toMatchObject({ reason: "Appeal accepted" });
  });

  it("refuses a super admin, an unknown user and a duration out of range", async () => {
    const other = await superAdmin(suite.t);
    expect((await act("admin/users/speech_ban", { userId: other.userId, minutes: 60 })).body.code).toBe(
      ERRORS.cannotBanAdmin,
    );
    expect((await act("admin/users/speech_ban", { userId: 2_000_000_000, minutes: 60 })).body.code).toBe(
      ERRORS.userNotFound,
    );
    expect((await act("admin/users/speech_unban", { userId: 2_000_000_000 })).body.code).toBe(ERRORS.userNotFound);
    const user = await register(suite.t);
    for (const minutes of [0, 525_601, 1.5]) {
      const res = await act("admin/users/speech_ban", { userId: Number(user.userInfo.uid), minutes });
      expect(res.body.success).toBe(false);
    }
  });

  it("needs a super admin with the security code", async () => {
    const user = await register(suite.t);
    const body = { userId: Number(user.userInfo.uid), minutes: 60 };
    for (const path of ["admin/users/speech_ban", "admin/users/speech_unban"]) {
      expect((await act(path, body, null)).body.code).toBe(ERRORS.securityCodeRequired);
      expect((await act(path, body, "wrong-code-1")).body.code).toBe(ERRORS.securityCodeWrong);
      const stranger = await register(suite.t);
      expect((await adminCall(suite.t, path, body, stranger.token)).body.code).toBe(ERRORS.noPermission);
      expect((await act(path, body)).body.success).toBe(true);
    }
    const info = await call(suite.t, "web_user/web_token_info", {}, user.token);
    expect(info.body.data.speechBannedUntil).toBeNull();
  });
});
