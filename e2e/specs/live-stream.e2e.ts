import { type ChildProcess, spawn } from "node:child_process";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../apps/server/test/helpers/process.js";
import { api, registerAccount } from "../support/accounts.js";
import { launchBrowser, newVisitor, screenshot, seriousViolations } from "../support/browser.js";
import { type E2eServer, startServer } from "../support/server.js";

/** A demo anchor of the seed: approved, with a room and a live code. */
const ANCHOR = { username: "anchor08", password: "anchor123" };

let server: E2eServer;
let browser: Browser;
let pusher: ChildProcess | undefined;

beforeAll(async () => {
  server = await startServer({ RTMP_PORT: String(await freePort()), DEMO_BROADCASTS: "off", MATCH_FEED: "none" });
  browser = await launchBrowser();
});
afterAll(async () => {
  pusher?.kill("SIGKILL");
  await browser?.close();
  await server?.stop();
});

/** A browser context signed in as `username` (token and user info stored as the app stores them). */
async function signedIn(username: string, password: string): Promise<{ context: BrowserContext; uid: number }> {
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
  return { context, uid: data.userInfo.uid };
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

/** ffmpeg as an anchor's encoder: a test picture with a running clock and a tone, over RTMP. */
function push(url: string): ChildProcess {
  return spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25"],
      ...["-re", "-f", "lavfi", "-i", "sine=frequency=660:sample_rate=44100:beep_factor=4"],
      ...["-vf", "drawtext=fontsize=28:fontcolor=white:box=1:boxcolor=black@0.6:x=16:y=16:text='%{localtime\\:%T}'"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "25", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "64k", "-t", "120", "-f", "flv", url],
    ],
    { stdio: "ignore" },
  );
}

/** Media time of the page's video, in seconds. */
const currentTime = (page: Page) =>
  page
    .locator("video")
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);

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

    pusher = push(`${server_}/${code}`);
    await config.getByText(/^Live · \d+ watching$/).waitFor({ timeout: 20_000 });
    const preview = config.locator("video").first();
    await expect.poll(() => currentTime(config), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await preview.getAttribute("aria-label")).toBe(`Live video of room ${anchor.uid}`);
    await screenshot(config, "live-config-live");

    // A visitor in another browser context watches the room.
    const viewerContext = await newVisitor(browser);
    const room = await open(viewerContext, `#/anchor/room/${anchor.uid}`);
    await expect.poll(() => currentTime(room), { timeout: 30_000 }).toBeGreaterThan(1);
    const before = await currentTime(room);
    await room.waitForTimeout(2_000);
    expect(await currentTime(room)).toBeGreaterThan(before + 1);
    // Near the live edge: what is buffered beyond the playhead stays small.
    const ahead = await room
      .locator("video")
      .first()
      .evaluate((video: HTMLVideoElement) => video.buffered.end(video.buffered.length - 1) - video.currentTime);
    expect(ahead).toBeLessThan(1.5);
    await room.locator("video").first().hover();
    await screenshot(room, "live-room-playing");
    await expectAccessible(room);

    // The anchor stops: the viewer sees the end, then the recording as a replay.
    pusher.kill("SIGINT");
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
    await expect.poll(() => currentTime(room), { timeout: 10_000 }).toBeGreaterThan(1);
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
});
