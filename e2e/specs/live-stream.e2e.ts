import type { ChildProcess } from "node:child_process";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../apps/server/test/helpers/process.js";
import { api, registerAccount } from "../support/accounts.js";
import { launchBrowser, newVisitor, screenshot, seriousViolations, settle } from "../support/browser.js";
import { say } from "../support/chat.js";
import { pushTestPicture, stopPush, videoTime } from "../support/media.js";
import { importInto, matchStartingIn } from "../support/notify.js";
import { type E2eServer, startServer } from "../support/server.js";

/** A demo anchor of the seed: approved, with a room and a live code. */
const ANCHOR = { username: "anchor08", password: "anchor123" };

let server: E2eServer;
let browser: Browser;
let pusher: ChildProcess | undefined;

beforeAll(async () => {
  // Two matches to come, an hour apart, for the schedule.
  server = await startServer(
    {
      RTMP_PORT: String(await freePort()),
      DEMO_BROADCASTS: "off",
      MATCH_FEED: "none",
      APP_ROOM_URL: "courtside://room/{roomId}",
    },
    async (dataDir) => {
      await importInto(matchStartingIn(3 * 3_600_000, {}, "sched-a"))(dataDir);
      await importInto(matchStartingIn(4 * 3_600_000, {}, "sched-b"))(dataDir);
    },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  pusher?.kill("SIGKILL");
  await browser?.close();
  await server?.stop();
});

/** A browser context signed in as `username` (token and user info stored as the app stores them). */
async function signedIn(
  username: string,
  password: string,
): Promise<{ context: BrowserContext; uid: number; token: string }> {
  const res = await api(server.url, "/web_user/web_pwd_login", { username, password });
  if (!res.success) throw new Error(`sign-in failed: ${res.msg}`);
  const data = res.data as { token: string; userInfo: { uid: number } };
  const context = await newVisitor(browser);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await context.addInitScript(
    ([jwt, user]) => {
      localStorage.setItem("token", jwt);
      localStorage.setItem("userInfo", user);
    },
    [data.token, JSON.stringify(data.userInfo)] as const,
  );
  return { context, uid: data.userInfo.uid, token: data.token };
}

/** Takes every match off the signed-in anchor's schedule, so a test run again starts from none. */
async function clearSchedule(token: string): Promise<void> {
  const listed = await api(server.url, "/manage/race/app_anchor_race_list", {}, { token });
  for (const match of (listed.data ?? []) as { id: number }[]) {
    // A cancel answers with no data, which the envelope `api` parses does not allow.
    const response = await fetch(`${server.url}/web/web_anchor/anchorMatch`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify({ matchId: match.id, cancel: true }),
    });
    const answer = (await response.json()) as { success: boolean; msg: string };
    if (!answer.success) throw new Error(`could not take match ${match.id} off the schedule: ${answer.msg}`);
  }
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/${path}`);
  return page;
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Copies with the page's button and reads what landed on the clipboard. */
async function copied(page: Page, button: string): Promise<string> {
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.locator(".ant-message").getByText("Copied to the clipboard").first().waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe("going live", () => {
  it("an anchor copies the push address, pushes, and a viewer watches, then the replay", async () => {
    const anchor = await signedIn(ANCHOR.username, ANCHOR.password);
    const config = await open(anchor.context, "#/user/configuration");
    await config.getByRole("heading", { name: "Broadcast address" }).waitFor();
    await config.getByText("Offline", { exact: true }).waitFor();
    await config.getByText("The anchor is not live right now").waitFor();
    await screenshot(config, "live-config-offline");
    await expectAccessible(config);

    const server_ = await copied(config, "Copy the push server");
    expect(server_).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    const code = await copied(config, "Copy the live code");
    expect(code).toMatch(/^[\w-]{24}$/);
    // The live code stays masked until asked for.
    expect(await config.getByLabel("Live code (OBS: Stream Key)").inputValue()).not.toContain(code);

    pusher = pushTestPicture(`${server_}/${code}`, { size: "640x360", rate: 25, seconds: 120, clock: true });
    await config.getByText(/^Live · \d+ watching$/).waitFor({ timeout: 20_000 });
    const preview = config.locator("video").first();
    await expect.poll(() => videoTime(config), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await preview.getAttribute("aria-label")).toBe(`Live video of room ${anchor.uid}`);
    await screenshot(config, "live-config-live");

    // A visitor in another browser context watches the room.
    const viewerContext = await newVisitor(browser);
    const room = await open(viewerContext, `#/anchor/room/${anchor.uid}`);
    await expect.poll(() => videoTime(room), { timeout: 30_000 }).toBeGreaterThan(1);
    const before = await videoTime(room);
    await room.waitForTimeout(2_000);
    expect(await videoTime(room)).toBeGreaterThan(before + 1);
    // Near the live edge: what is buffered beyond the playhead stays small.
    const ahead = await room
      .locator("video")
      .first()
      .evaluate((video: HTMLVideoElement) => video.buffered.end(video.buffered.length - 1) - video.currentTime);
    expect(ahead).toBeLessThan(1.5);
    // The room's popularity moves with the people in it (this viewer at least), not the figure at load.
    await room.getByText(/^Popularity: [1-9]/).waitFor({ timeout: 20_000 });
    await room.locator("video").first().hover();
    // The player's app button opens the room in the mobile app (its address is configured).
    expect(await room.getByRole("link", { name: "Open in the app" }).getAttribute("href")).toBe(
      `courtside://room/${anchor.uid}`,
    );
    await screenshot(room, "live-room-playing");
    await expectAccessible(room);

    // The room list shows a still of the running broadcast as the room's cover (WebP, 16:9).
    const list = await open(viewerContext, "#/anchor/0");
    const card = list.locator(`[data-testid="anchor-card"][data-anchor-id="${anchor.uid}"]`);
    await card.locator('picture source[type="image/webp"]').waitFor({ state: "attached", timeout: 20_000 });
    const still = card.locator("picture img");
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBe(640);
    expect(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(list, "anchor-list-live-still");
    await list.close();

    // The anchor's message flies over the viewer's video; theatre mode widens the picture; the
    // comments can be turned off.
    const anchorRoom = await open(anchor.context, `#/anchor/room/${anchor.uid}`);
    await anchorRoom.getByRole("textbox", { name: "Message" }).waitFor();
    await room.bringToFront();
    await say(anchorRoom, "Comments over the video!");
    await room.getByTestId("danmaku").getByText("Comments over the video!").waitFor();
    await room.getByRole("button", { name: "Theatre mode" }).click();
    await room.locator(".anchor-room--theatre").waitFor();
    await settle(room);
    await screenshot(room, "live-room-theatre");
    await expectAccessible(room);
    await room.getByRole("switch", { name: "Comments on the video" }).click();
    await expect.poll(() => room.getByTestId("danmaku").count()).toBe(0);
    await room.getByRole("button", { name: "Theatre mode" }).click();
    await anchorRoom.close();

    // The anchor stops: the viewer sees the end, then the recording as a replay.
    await stopPush(pusher);
    await room.getByText("The broadcast has ended").waitFor({ timeout: 30_000 });
    await screenshot(room, "live-room-ended");
    // The recording is finished a moment after the end; until then the page says it is not ready.
    const seekBar = room.getByRole("slider", { name: "Playback position" });
    await expect
      .poll(
        async () => {
          if ((await seekBar.count()) === 0) await room.getByRole("button", { name: "Watch the replay" }).click();
          return seekBar.count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    await room.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => videoTime(room), { timeout: 10_000 }).toBeGreaterThan(1);
    await screenshot(room, "live-room-replay");
    await expectAccessible(room);
    await viewerContext.close();
    await anchor.context.close();
  }, 180_000);

  it("shows the anchor application to a user who is not an anchor", async () => {
    const account = await registerAccount(server.url);
    const viewer = await signedIn(account.username, account.password);
    const page = await open(viewer.context, "#/user/configuration");
    await page.locator("form").first().waitFor();
    expect(await page.getByRole("heading", { name: "Broadcast address" }).count()).toBe(0);
    await screenshot(page, "live-config-not-anchor");
    await expectAccessible(page);
    await viewer.context.close();
  }, 60_000);

  it("has the live tutorial and the live rules, in English and Chinese", async () => {
    const account = await registerAccount(server.url);
    const viewer = await signedIn(account.username, account.password);
    const tutorial = await open(viewer.context, "#/user/tutorial");
    await tutorial.getByRole("heading", { name: "3. Set up OBS" }).waitFor();
    await screenshot(tutorial, "live-tutorial-en");
    await expectAccessible(tutorial);
    const rules = await open(viewer.context, "#/user/specification");
    await rules.getByRole("heading", { name: "6. Keep your live code secret" }).waitFor();
    await expectAccessible(rules);
    await rules.evaluate(() => localStorage.setItem("lang", "zh"));
    await rules.reload();
    await rules.getByRole("heading", { name: "6. 保管好您的直播码" }).waitFor();
    await screenshot(rules, "live-specification-zh");
    await viewer.context.close();
  }, 60_000);

  it("shows the anchor's configuration in Chinese", async () => {
    const anchor = await signedIn("anchor07", ANCHOR.password);
    const page = await open(anchor.context, "#/user/configuration");
    await page.evaluate(() => localStorage.setItem("lang", "zh"));
    await page.reload();
    await page.getByRole("heading", { name: "推流地址" }).waitFor();
    await page.getByText("主播当前未开播").waitFor();
    await screenshot(page, "live-config-zh");
    await expectAccessible(page);
    await anchor.context.close();
  }, 60_000);

  it("publishes a schedule: adds a match, refuses one within 2 hours, takes one off, shows it in the space", async () => {
    type Listed = {
      id: number;
      startTime: number;
      home: { name: string };
      away: { name: string };
    };
    const res = await api(server.url, "/web_race/match_list", { status: 1, limit: 200 });
    // The two imported matches (the same teams), soonest first.
    const [first, close] = (res.data as Listed[]).sort((a, b) => a.startTime - b.startTime);
    if (!first || !close) throw new Error("the imported matches are missing");
    const pair = (match: Listed) => `${match.home.name} – ${match.away.name}`;
    const versus = `${first.home.name} vs ${first.away.name}`;

    const anchor = await signedIn(ANCHOR.username, ANCHOR.password);
    await clearSchedule(anchor.token);
    const page = await open(anchor.context, "#/user/configuration");
    const card = page.getByTestId("schedule-card");
    await card.getByText("No matches on your schedule yet.").waitFor();
    /** Chooses the nth listed match of those teams (soonest first) and adds it. */
    const pick = async (nth: number) => {
      const field = card.getByRole("combobox", { name: "Match to add" });
      await field.click();
      await field.fill(pair(first));
      // antd draws the visible options apart from its hidden accessible list.
      await page
        .locator(".ant-select-dropdown:visible .ant-select-item-option")
        .filter({ hasText: pair(first) })
        .nth(nth)
        .click();
      await card.getByRole("button", { name: "Add to my schedule" }).click();
    };

    await pick(0);
    const listed = card.getByRole("listitem");
    await listed.filter({ hasText: versus }).waitFor();
    await pick(1);
    await page.getByText("Reservations must be more than 2 hours apart").waitFor();
    await settle(page);
    await screenshot(page, "live-config-schedule");
    await expectAccessible(page);

    await card.getByRole("button", { name: `Remove ${versus} from my schedule` }).click();
    await page
      .getByRole("dialog", { name: "Take this match off your schedule?" })
      .getByRole("button", { name: "Remove" })
      .click();
    await card.getByText("No matches on your schedule yet.").waitFor();
    await pick(1);
    await listed.filter({ hasText: versus }).waitFor();
    expect(await listed.count()).toBe(1);

    // The anchor space shows it under its day.
    const space = await open(anchor.context, `#/anchor/space/${anchor.uid}`);
    const schedule = space.getByTestId("anchor-schedule");
    await schedule
      .getByRole("heading", { name: /^(Today|Tomorrow|.+, .+ \d+)$/ })
      .first()
      .waitFor();
    expect(await schedule.getByTestId("match-row").count()).toBe(1);
    await anchor.context.close();
  }, 90_000);
});
