import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

const PAGE = { columnId: 0, page: 1, pageSize: 100 };

function listPage(headers: Record<string, string> = {}, page = PAGE.page) {
  return t.app.inject({
    method: "POST",
    url: "/web/web_race/race_data_content_list_page",
    payload: JSON.stringify({ ...PAGE, page }),
    headers: { "content-type": "application/json", ...headers },
  });
}

type Listed = { id: number; booked: string | null };
const bookedOf = (body: string, id: number) =>
  (JSON.parse(body).data.list as Listed[]).find((m) => m.id === id)?.booked;

/** The shared page listing a match (on PostgreSQL every suite's matches share the list). */
async function pageListing(id: number): Promise<number | undefined> {
  for (let page = 1; ; page += 1) {
    const list = JSON.parse((await listPage({}, page)).body).data.list as Listed[];
    if (list.some((m) => m.id === id)) return page;
    if (list.length < PAGE.pageSize) return undefined;
  }
}

/** The page listing a new match once the shared pages (rebuilt within a second) hold it. */
const pageOnceListed = (id: number) =>
  vi.waitFor(
    async () => {
      const found = await pageListing(id);
      expect(found).toBeDefined();
      return found;
    },
    { timeout: 15_000 },
  );

describe("shared match lists", () => {
  it("answers a visitor holding the current page with 304 Not Modified", async () => {
    await importFixtures(t, [1, 2]);
    const first = await listPage();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await listPage({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const stale = await listPage({ "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(JSON.parse(stale.body).data.list.length).toBeGreaterThan(0);
  });

  it("shows a signed-in viewer their booking on the shared page, and nobody else", async () => {
    const { ids } = await importFixtures(t, [3, 4]);
    const matchId = ids[0] ?? 0;
    const { token } = await register(t);
    const booked = await call(t, "web_race/web_race_appoint", { matchId }, token);
    expect(booked.body.success).toBe(true);
    const page = await pageOnceListed(matchId);
    const visitor = await listPage({}, page);
    const viewer = await listPage({ authorization: token }, page);
    const other = await listPage({ authorization: (await register(t)).token }, page);
    expect(bookedOf(visitor.body, matchId)).toBeNull();
    expect(bookedOf(viewer.body, matchId)).toBe("schedule");
    expect(bookedOf(other.body, matchId)).toBeNull();
    // The viewer's own copy is not the shared one: a cached shared page is no answer for them.
    expect(viewer.headers.etag).not.toBe(visitor.headers.etag);
  });

  it("names the teams in the request's language, with a shared page per language", async () => {
    const { ids } = await importFixtures(t, [5]);
    const matchId = ids[0] ?? 0;
    const page = await pageOnceListed(matchId);
    type Named = { id: number; league: { name: string }; home: { name: string; names?: unknown } };
    const listed = async (lang: string) =>
      (JSON.parse((await listPage({ "language-config": lang }, page)).body).data.list as Named[]).find(
        (m) => m.id === matchId,
      );
    const thai = await listed("tha");
    const english = await listed("en");
    expect(thai?.home.name).toBe("Alpha FC TH");
    expect(thai?.league.name).toBe("Test League TH");
    expect(english?.home.name).toBe("Alpha FC");
    // One language a page: not the catalogue's eight.
    expect(thai?.home.names).toBeUndefined();
  });

  it("sends the shared page compressed to clients that take gzip", async () => {
    const res = await listPage({ "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers["content-type"])).toContain("application/json");
  });
});
