import { ERRORS, ROOM_ROLE } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveSessions } from "../src/db/schema/index.js";
import type { TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { makeAnchor } from "./helpers/rooms.js";
import { type SocketApp, startSocketApp } from "./helpers/socket-app.js";
import { call, register } from "./helpers/users.js";

let socketApp: SocketApp;
let t: TestApp;
const client = (token?: string) => socketApp.client(token);

beforeAll(async () => {
  socketApp = await startSocketApp({ MATCH_FEED: "none" });
  t = socketApp.t;
});
afterAll(() => socketApp.close());

async function newMatch() {
  const { ids } = await importFixtures(t, [1]);
  return Number(ids[0]);
}

describe("a match's chat room", () => {
  it("gives a joiner what was said, how many follow it and their standing, then continues live", async () => {
    const matchId = await newMatch();
    const fan = await register(t);
    const channel = `match:${matchId}`;
    const speaker = await client(fan.token);
    await speaker.subscribe(channel);
    expect(await speaker.say(channel, "what a save")).toMatchObject({ type: "ack" });

    const visitor = await call(t, "chat-room/match-history", { matchId });
    expect(visitor.body.data).toMatchObject({
      channel,
      announcement: "",
      muteAll: false,
      me: { role: ROOM_ROLE.visitor, banned: false },
    });
    expect(visitor.body.data.online).toBeGreaterThanOrEqual(1);
    const said = visitor.body.data.events.map((event: { data: { text?: string } }) => event.data.text);
    expect(said).toContain("what a save");

    const signedIn = await call(t, "chat-room/match-history", { matchId }, fan.token);
    expect(signedIn.body.data.me.role).toBe(ROOM_ROLE.viewer);

    // Subscribing from the history's seq brings what came after it, nothing before.
    const reader = await client();
    await reader.subscribe(channel, signedIn.body.data.seq);
    const other = await register(t);
    const second = await client(other.token);
    await second.subscribe(channel);
    expect(await second.say(channel, "into the top corner")).toMatchObject({ type: "ack" });
    await reader.until(() => reader.chats(channel).length > 0);
    expect(reader.chats(channel).map((event) => (event.data as { text: string }).text)).toEqual([
      "into the top corner",
    ]);
  });

  it("answers an unknown match with match not found", async () => {
    const res = await call(t, "chat-room/match-history", { matchId: 987_654_321 });
    expect(res.body).toMatchObject({ success: false, code: ERRORS.matchNotFound });
  });
});

describe("a finished match's replays", () => {
  it("lists the recorded broadcasts of the rooms that covered it, newest first", async () => {
    const matchId = await newMatch();
    const first = await makeAnchor(t);
    const second = await makeAnchor(t);
    const hour = 3_600_000;
    const start = Date.now() - 3 * hour;
    await t.db.insert(liveSessions).values([
      {
        anchorId: first.id,
        matchId,
        title: "Derby from the stands",
        startedAt: new Date(start),
        endedAt: new Date(start + hour),
        recording: `${first.id}-a.mp4`,
        recordingSeconds: 3600,
      },
      {
        anchorId: second.id,
        matchId,
        title: "Derby tactics cam",
        startedAt: new Date(start + 60_000),
        endedAt: new Date(start + hour),
        recording: `${second.id}-b.mp4`,
        recordingSeconds: 3540,
      },
      // Still recording, and another match's broadcast: neither is listed.
      { anchorId: first.id, matchId, title: "unfinished", startedAt: new Date(start + 120_000) },
      {
        anchorId: first.id,
        matchId: null,
        title: "chat show",
        startedAt: new Date(start),
        endedAt: new Date(start + hour),
        recording: `${first.id}-c.mp4`,
      },
    ]);
    const res = await call(t, "web_race/match_replays", { matchId });
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((replay: { title: string }) => replay.title)).toEqual([
      "Derby tactics cam",
      "Derby from the stands",
    ]);
    expect(res.body.data[0]).toMatchObject({ anchorId: second.id, matchId, seconds: 3540 });
    expect(res.body.data[0].url).toMatch(new RegExp(`/replays/${second.id}-b\\.mp4$`));
  });
});
