import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AuthResult } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../apps/server/test/helpers/process.js";
import { api } from "../support/accounts.js";
import { launchBrowser, newVisitor, screenshot, seriousViolations, settle } from "../support/browser.js";
import { chatLog, contextFor, newViewer, say, signInApi } from "../support/chat.js";
import { pushTestPicture, stopPush, videoTime } from "../support/media.js";
import { importInto, matchStartingIn } from "../support/notify.js";
import { serveDataDir } from "../support/server.js";

/**
 * Watching a match (`#/match/live/:id`): two demo anchors stream one imported match; a visitor
 * lands on the match page and the most popular room plays at once, the picker switches rooms, the
 * match chat runs beside the video. Then the match ends (imported again as finished, the server
 * restarted on the same data) and the page offers the rooms' replays instead.
 */

const TAG = `watch${Date.now().toString(36)}`;
const ANCHORS = ["anchor05", "anchor06"];

let dataDir: string;
let server: Awaited<ReturnType<typeof serveDataDir>> | undefined;
let browser: Browser;
const pushers: ChildProcess[] = [];

/** (Re)starts the server on the data folder, after storing the match in the given state. */
async function start(state: Parameters<typeof matchStartingIn>[1]) {
  await server?.stop();
  server = undefined;
  await importInto(matchStartingIn(-20 * 60_000, state, TAG))(dataDir);
  server = await serveDataDir(dataDir, {
    RTMP_PORT: String(await freePort()),
    DEMO_BROADCASTS: "off",
    MATCH_FEED: "none",
  });
  return server.url;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "courtside-e2e-"));
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const pusher of pushers) pusher.kill("SIGKILL");
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The imported match's id, found among the live matches. */
async function matchId(url: string, status: number): Promise<number> {
  const res = await api(url, "/web_race/match_list", { status, limit: 200 });
  const found = (res.data as { id: number; home: { name: string } }[]).find(
    (match) => match.home.name === "Harbour City",
  );
  if (!found) throw new Error("the imported match is not listed");
  return found.id;
}

/** A demo anchor points their room at the match and starts pushing a test picture. */
async function goLive(url: string, auth: AuthResult, match: number) {
  const set = await api(
    url,
    "/web_anchor/anchor_house_config_details_update",
    { matchId: match },
    { token: auth.token },
  );
  expect(set.success).toBe(true);
  const { pushUrl } = set.data as { pushUrl: string };
  pushers.push(pushTestPicture(pushUrl, { seconds: 60 }));
}

async function expectPlaying(page: Page) {
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
  const before = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe("watching a match", () => {
  it("plays the best room at once, switches rooms, chats beside the video, then offers the replays", async () => {
    // A run after a failed one starts over: no pusher left, the match live again.
    for (const pusher of pushers.splice(0)) pusher.kill("SIGKILL");
    let url = await start({ status: "inProgress", homeScore: [1], awayScore: [0] });
    const match = await matchId(url, 2);
    const before = await api(url, "/web_race/match_replays", { matchId: match });
    const replaysBefore = (before.data as unknown[]).length;
    const anchors = await Promise.all(ANCHORS.map((name) => signInApi(url, name, "anchor123")));
    for (const anchor of anchors) await goLive(url, anchor, match);
    // Both rooms live before the visitor lands.
    await expect
      .poll(
        async () => {
          const res = await api(url, "/web_anchor/match_rooms", { matchId: match });
          return (res.data as { live: boolean }[]).filter((room) => room.live).length;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(2);

    // A visitor finds the match, its row saying two rooms stream it, and opens it: a room plays,
    // the picker lists both.
    const visitorContext = await newVisitor(browser);
    const visitor = await visitorContext.newPage();
    const details = await api(url, "/web_match/web_match_details", { matchId: match });
    const leagueId = (details.data as { league: { id: number } }).league.id;
    await visitor.goto(`${url}/#/match/0?league=${leagueId}`);
    const row = visitor.locator(`[data-match-id="${match}"]`);
    await row.getByTestId("rooms-mark").getByText("Live streams: 2").waitFor();
    await row.locator(".match-row__main").click();
    const picker = visitor.getByRole("radiogroup", { name: "Rooms streaming this match" });
    await picker.waitFor();
    expect(await picker.getByRole("radio").count()).toBe(2);
    await expectPlaying(visitor);
    const firstRoom = await visitor.locator("video").first().getAttribute("aria-label");

    // A fan signs in and cheers in the match chat; the visitor reads it beside the video.
    const fan = await newViewer(browser, url);
    const fanPage = await fan.context.newPage();
    await fanPage.goto(`${url}/#/match/live/${match}`);
    const chat = fanPage.getByRole("complementary", { name: "Match chat" });
    await chat.getByRole("textbox", { name: "Message" }).waitFor();
    const cheer = `Harbour City all the way! ${Date.now().toString(36)}`;
    await say(fanPage, cheer);
    await chatLog(visitor).getByText(cheer).waitFor();
    // The visitor reads along and is asked to sign in to speak.
    await visitor.getByRole("complementary", { name: "Match chat" }).getByText("Sign in to send messages.").waitFor();

    // The visitor switches to the other room: the other room's picture plays.
    await picker
      .locator("label")
      .filter({ has: visitor.getByRole("radio", { checked: false }) })
      .click();
    await expect.poll(() => visitor.locator("video").first().getAttribute("aria-label")).not.toBe(firstRoom);
    await expectPlaying(visitor);
    await visitor.locator("video").first().hover();
    await settle(visitor);
    await screenshot(visitor, "match-watch-en");
    await expectAccessible(visitor);

    // In Chinese, on a phone: from the home page, the header's search finds tonight's match by a
    // team's name; one tap on its row and the video plays, the chat below it, no sideways scroll.
    const phoneAuth = fan.auth;
    const phoneContext = await contextFor(browser, phoneAuth, "zh");
    const phone = await phoneContext.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${url}/`);
    await phone.getByRole("search").getByRole("button", { name: "搜索" }).click();
    const searchBox = phone.getByRole("searchbox", { name: "搜索" }).last();
    await searchBox.fill("Harbour Ci");
    await searchBox.press("Enter");
    const found = phone.getByRole("region", { name: /^比赛/ }).locator(`[data-match-id="${match}"]`);
    await found.waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, "match-watch-phone-search-zh");
    await found.locator(".match-row__main").click();
    await phone.waitForURL(`**/#/match/live/${match}**`);
    await phone.getByRole("radiogroup", { name: "正在直播本场比赛的直播间" }).waitFor();
    await expectPlaying(phone);
    await chatLog(phone).getByText(cheer).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settle(phone);
    await screenshot(phone, "match-watch-phone-zh");
    await expectAccessible(phone);
    await Promise.all([visitorContext.close(), fan.context.close(), phoneContext.close()]);

    // The broadcasts end, their recordings are finished; the match ends.
    await Promise.all(pushers.map((pusher) => stopPush(pusher)));
    // (A retried run finds the first try's recordings too: count what this run added.)
    const replayCount = async () => {
      const res = await api(url, "/web_race/match_replays", { matchId: match });
      return (res.data as unknown[]).length;
    };
    await expect.poll(replayCount, { timeout: 30_000, interval: 1000 }).toBeGreaterThanOrEqual(replaysBefore + 2);
    const replayTotal = await replayCount();
    url = await start({ status: "ended", homeScore: [2], awayScore: [1] });

    // The finished match offers the replays: the newest plays, the other is a click away.
    const lateContext = await newVisitor(browser);
    const late = await lateContext.newPage();
    await late.goto(`${url}/#/match/live/${match}`);
    const replays = late.getByTestId("match-replays");
    await replays.getByRole("heading", { name: "Replays" }).waitFor();
    const choices = replays.getByRole("listitem").getByRole("button");
    await expect.poll(() => choices.count()).toBe(replayTotal);
    expect(await choices.nth(0).getAttribute("aria-pressed")).toBe("true");
    await late.getByRole("button", { name: "Play", exact: true }).click();
    await expectPlaying(late);
    await choices.nth(1).click();
    await expect.poll(() => choices.nth(1).getAttribute("aria-pressed")).toBe("true");
    await late.getByRole("button", { name: "Play", exact: true }).click();
    await expectPlaying(late);
    await late.evaluate(() => window.scrollTo(0, 0));
    await settle(late);
    await screenshot(late, "match-watch-replays-en");
    await expectAccessible(late);

    // The anchor's space lists the recording under Replays, and plays it.
    const anchorId = anchors[0]?.userInfo.uid ?? 0;
    const space = await lateContext.newPage();
    await space.goto(`${url}/#/anchor/space/${anchorId}?tab=replays`);
    const shelf = space.getByTestId("anchor-replays");
    await shelf.getByRole("listitem").first().waitFor();
    await shelf.getByRole("button", { name: "Play", exact: true }).click();
    await expectPlaying(space);
    await space.evaluate(() => window.scrollTo(0, 0));
    await settle(space);
    await screenshot(space, "anchor-space-replays-en");
    await expectAccessible(space);

    // The offline room offers its last broadcasts; one plays in the room's player.
    const room = await lateContext.newPage();
    await room.goto(`${url}/#/anchor/room/${anchorId}`);
    const last = room.getByRole("region", { name: "Last broadcasts" });
    await last.getByRole("button").first().click();
    await expect.poll(() => last.getByRole("button").first().getAttribute("aria-pressed")).toBe("true");
    await room.getByRole("button", { name: "Play", exact: true }).click();
    await expectPlaying(room);
    await room.evaluate(() => window.scrollTo(0, 0));
    await settle(room);
    await screenshot(room, "anchor-room-last-broadcasts-en");
    await expectAccessible(room);
    await lateContext.close();
  }, 240_000);
});
