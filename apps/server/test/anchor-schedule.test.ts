import { ERRORS, MATCH_STATUS } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

const appoint = (token: string, matchId: number, cancel = false) =>
  call(t, "web_anchor/anchorMatch", { matchId, cancel }, token);
const schedule = async (token: string) =>
  (await call(t, "manage/race/app_anchor_race_list", {}, token)).body.data.map((m: { id: number }) => m.id);

describe("an anchor's schedule", () => {
  it("keeps appointments more than 2 hours apart (9004), takes one off, and refuses a finished match", async () => {
    const anchor = await makeAnchor(t);
    // In 10 h, 11 h 30 (too close to it), 14 h (clear of both), and one already over.
    const { ids } = await importFixtures(t, [10, 11.5, 14, -20]);
    const [first, close, later, over] = ids.map(Number);
    await t.db
      .update(matches)
      .set({ status: MATCH_STATUS.ended })
      .where(eq(matches.id, Number(over)));

    expect((await appoint(anchor.token, Number(first))).body.data.id).toBe(first);
    const tooClose = await appoint(anchor.token, Number(close), false);
    expect(tooClose.body).toMatchObject({
      code: ERRORS.reservationGap,
      msg: "Reservations must be more than 2 hours apart",
    });
    expect((await appoint(anchor.token, Number(later))).body.success).toBe(true);
    // Again is no error and no second row.
    expect((await appoint(anchor.token, Number(first))).body.success).toBe(true);
    expect(await schedule(anchor.token)).toEqual([first, later]);

    expect((await appoint(anchor.token, Number(over))).body.code).toBe(ERRORS.matchOver);

    // Taken off, the close one now fits.
    expect((await appoint(anchor.token, Number(first), true)).body.success).toBe(true);
    expect((await appoint(anchor.token, Number(close))).body.success).toBe(true);
    expect(await schedule(anchor.token)).toEqual([close, later]);
  });

  it("lets only one of two appointments too close together in at once", async () => {
    const anchor = await makeAnchor(t);
    const { ids } = await importFixtures(t, [30, 31]);
    const answers = await Promise.all(ids.map((id) => appoint(anchor.token, Number(id))));
    expect(answers.filter((res) => res.body.success)).toHaveLength(1);
    expect(answers.filter((res) => res.body.code === ERRORS.reservationGap)).toHaveLength(1);
    expect(await schedule(anchor.token)).toHaveLength(1);
  });
});
