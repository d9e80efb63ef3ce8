import { ERRORS, MATCH_STATUS } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, rooms, teams, users } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

/** A word no other suite's data holds, so results are this file's own. */
const tag = `Q${Date.now().toString(36).slice(-5)}`;

const search = (q: string, lang = "en") => call(t, "search", { q }, undefined, lang);

describe("the site search", () => {
  beforeAll(async () => {
    const { ids } = await importFixtures(t, [2, 99, -30]);
    // The first and the third are the same teams' football matches.
    const [upcoming, , finished] = ids.map(Number);
    await t.db
      .update(matches)
      .set({ status: MATCH_STATUS.ended })
      .where(eq(matches.id, Number(finished)));
    const detail = await call(t, "web_match/web_match_details", { matchId: upcoming });
    // The home team gets names in three scripts that share this file's tag.
    await t.db
      .update(teams)
      .set({ nameEn: `Harbour ${tag} City`, name: `海港${tag}城`, nameTh: `ท่าเรือ${tag}ซิตี้` })
      .where(eq(teams.id, detail.body.data.home.id));
    const anchor = await makeAnchor(t);
    await t.db
      .update(users)
      .set({ nickname: `Coach${tag}` })
      .where(eq(users.id, anchor.id));
    await t.db
      .update(rooms)
      .set({ roomName: `${tag} Derby Corner` })
      .where(eq(rooms.anchorId, anchor.id));
  });

  it("finds a team and its matches by part of a name, in Latin, Chinese and Thai script", async () => {
    for (const q of [`harbour ${tag.toLowerCase()}`, `海港${tag}`, `ท่าเรือ${tag}`, `${tag}城`]) {
      const res = await search(q);
      expect(res.body.success, q).toBe(true);
      expect(
        res.body.data.teams.map((team: { name: string }) => team.name),
        q,
      ).toEqual([`Harbour ${tag} City`]);
      // Its matches, the one to come before the one over.
      expect(
        res.body.data.matches.map((match: { status: number }) => match.status),
        q,
      ).toEqual([MATCH_STATUS.notStarted, MATCH_STATUS.ended]);
    }
  });

  it("finds an anchor by nickname and by room name, grouped apart from matches", async () => {
    const byName = (await search(`coach${tag}`)).body.data;
    expect(byName.anchors.map((anchor: { nickname: string }) => anchor.nickname)).toEqual([`Coach${tag}`]);
    expect(byName.matches).toEqual([]);
    const byRoom = (await search(`${tag} derby`)).body.data;
    expect(byRoom.anchors.map((anchor: { roomName: string }) => anchor.roomName)).toEqual([`${tag} Derby Corner`]);
  });

  it("finds leagues, answers LIKE and tsquery characters without failing, refuses an empty search in the user's language", async () => {
    const leagues = (await search("test league")).body.data.leagues;
    expect(leagues.length).toBeGreaterThan(0);
    for (const q of ["%", "_", "a & b | !c", "':*", "\\"]) {
      expect((await search(q)).body.success, q).toBe(true);
    }
    const empty = await search("   ", "zh");
    expect(empty.body.code).toBe(ERRORS.validation);
    expect(empty.body.data.fields[0].message).toBe("请输入要搜索的内容");
    const long = await search("x".repeat(51));
    expect(long.body.code).toBe(ERRORS.validation);
  });
});
