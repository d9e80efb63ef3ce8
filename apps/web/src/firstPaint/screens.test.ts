import { afterEach, describe, expect, it, vi } from "vitest";
import { dropAnswers, takeAnswer } from "./answers";
import { anchorList } from "./screens/anchorList";
import { anchorRoom } from "./screens/anchorRoom";
import { matchList } from "./screens/matchList";
import { textsFor } from "./texts";

vi.mock("virtual:first-paint-texts", () => ({
  default: { en: [], zh: [], tw: [], ind: [], vie: [], tha: [], por: [], hin: [] },
}));

const HOSTILE = `<img src=x onerror="alert(1)">`;

/** Answers each API path with its data in the envelope, as the server does. */
function answer(byPath: Record<string, unknown>) {
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("localStorage", { getItem: () => null });
  vi.stubGlobal("location", { hash: "#/anchor/0" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = Object.keys(byPath).find((key) => url.endsWith(key));
      const data = path === undefined ? undefined : byPath[path];
      return { ok: true, text: async () => JSON.stringify({ success: data !== undefined, code: 0, msg: "", data }) };
    }),
  );
}

/** Every drawing a screen makes, the last being the one with its data. */
async function drawings(paint: (draw: (html: string) => void) => Promise<void>): Promise<string[]> {
  const drawn: string[] = [];
  await paint((html) => drawn.push(html));
  return drawn;
}

const context = (id: number) => ({ lang: "en" as const, t: textsFor("en"), id });

afterEach(() => {
  dropAnswers();
  vi.unstubAllGlobals();
});

describe("first paint screens", () => {
  it("write the server's text escaped and leave unsafe addresses out", async () => {
    const card = {
      id: 7,
      nickname: HOSTILE,
      avatar: "javascript:alert(1)",
      roomName: "",
      title: HOSTILE,
      cover: "data:image/svg+xml;utf8,<svg/>",
      columnId: null,
      live: true,
      liveThumb: null,
      popularity: 1500,
      matchId: null,
    };
    answer({
      "/web_anchor/anchor_column": [{ id: 0, name: "全部", nameEn: "All" }],
      "/web_anchor/anchor_column_num": [{ id: 0, count: 3 }],
      "/web_anchor/anchor_content_list": { list: [card], total: 1 },
    });
    const last = (await drawings((draw) => anchorList.paint(context(0), draw))).at(-1) ?? "";
    expect(last).not.toContain("<img src=x");
    expect(last).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(last).not.toContain("javascript:");
    expect(last).toContain('class="anchor-card is-live"');
    expect(last).toContain("1.5K");
    // Each answer is kept, once, for the app's first same call.
    const kept = takeAnswer("/web_anchor/anchor_details", JSON.stringify({ anchorId: 7 }));
    expect(kept).toBeUndefined();
    expect(await takeAnswer("/web_anchor/anchor_column_num", "{}")).toContain('"count":3');
    expect(takeAnswer("/web_anchor/anchor_column_num", "{}")).toBeUndefined();
  });

  it("draw the frame at once and the data when it comes, or keep the frame when it fails", async () => {
    answer({});
    const drawn = await drawings((draw) => anchorRoom.paint(context(9), draw));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toContain('class="player player--live"');
    expect(drawn[0]).toContain("chat-room-placeholder");
  });

  it("feature the live match on the home column, and only there", async () => {
    const team = (name: string) => ({ id: 1, name, logo: null, color: "#0b1530" });
    const match = {
      id: 1,
      sportId: 1,
      league: { id: 1, name: "League" },
      home: team("Copper Creek Bandits"),
      away: team("Cedar Hollow"),
      startTime: Date.UTC(2026, 10, 27, 20),
      status: 2,
      clock: "67'",
      homeScore: [],
      awayScore: [],
      vbScores: null,
      score: "3-0",
      hot: true,
      liveCount: 0,
      booked: null,
    };
    answer({ "/web_home/home_details_top": { live: match, next: null } });
    const home = (await drawings((draw) => matchList.paint(context(0), draw))).at(-1) ?? "";
    expect(home).toContain('class="top-match"');
    expect(home).toContain(">CB<");
    expect(home).toContain("3-0");
    const other = await drawings((draw) => matchList.paint(context(2), draw));
    expect(other).toHaveLength(1);
    expect(other[0]).not.toContain("top-match");

    // The featured match does not wait for the hot anchors, whose place stays kept meanwhile.
    let answerHot: (value: unknown) => void = () => undefined;
    const hotAnswered = new Promise((resolve) => {
      answerHot = resolve;
    });
    const answered = fetch as unknown as (url: string) => Promise<unknown>;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.endsWith("/web_home/home_details_middle")) {
          await hotAnswered;
          return {
            ok: true,
            text: async () => JSON.stringify({ success: true, code: 0, msg: "", data: { anchors: [] } }),
          };
        }
        return answered(url);
      }),
    );
    const early: string[] = [];
    const painting = matchList.paint(context(0), (html) => early.push(html));
    await vi.waitFor(() => expect(early.at(-1)).toContain('class="top-match"'));
    expect(early.at(-1)).toContain('<div class="hot-anchors"></div>');
    answerHot(undefined);
    await painting;
    expect(early.at(-1)).toContain('class="top-match"');
    expect(early.at(-1)).not.toContain("hot-anchors");
  });
});
