import type { ChildProcess } from "node:child_process";
import { PUSH_TYPE, SW_MESSAGE } from "@courtside/protocol";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../apps/server/test/helpers/process.js";
import { api } from "../support/accounts.js";
import {
  hashPath,
  launchBrowser,
  newVisitor,
  screenshot,
  seriousViolations,
  settle,
  waitForHash,
} from "../support/browser.js";
import { pushTestPicture } from "../support/media.js";
import { importInto, matchStartingIn } from "../support/notify.js";
import { type E2eServer, startServer } from "../support/server.js";

/** A demo anchor of the seed: approved, with a room and a live code. */
const ANCHOR = { username: "anchor06", password: "anchor123" };
/**
 * The reminder goes out 5 minutes before kick-off: a match starting a little over 5 minutes after
 * the server's start has its reminder due 45 s into the run, after the booking (which comes 5–10 s
 * in, the first thing the run does, and a few times that on a busy machine). The reminder arrives
 * while the rest of the time passes, so a longer margin only makes the run wait longer.
 */
const REMINDER_LEAD_MS = 5 * 60_000 + 45_000;
/** When the reminder is due: the booking must come before it, or no reminder is scheduled. */
let reminderDueAt = 0;

let server: E2eServer;
let browser: Browser;
let pusher: ChildProcess | undefined;

beforeAll(async () => {
  const rtmpPort = String(await freePort());
  reminderDueAt = Date.now() + REMINDER_LEAD_MS - 5 * 60_000;
  server = await startServer(
    { RTMP_PORT: rtmpPort, DEMO_BROADCASTS: "off", MATCH_FEED: "none" },
    importInto(matchStartingIn(REMINDER_LEAD_MS)),
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  pusher?.kill("SIGKILL");
  await browser?.close();
  await server?.stop();
});

async function signIn(username: string, password: string) {
  const res = await api(server.url, "/web_user/web_pwd_login", { username, password });
  if (!res.success) throw new Error(`sign-in failed: ${res.msg}`);
  return res.data as { token: string; userInfo: { uid: number } };
}

let counter = 0;
/** A new viewer, signed up through the API, and a browser context signed in as them. */
async function viewer(lang?: string): Promise<{ context: BrowserContext; token: string; uid: number }> {
  counter += 1;
  const username = `bell${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 14);
  // Signed up in that language: notices are written in the account's language.
  const res = await api(
    server.url,
    "/web_user/web_user_reg",
    { username, password: "goal2026", confirmPassword: "goal2026", agree: true },
    { lang: lang ?? "en" },
  );
  if (!res.success) throw new Error(`registration failed: ${res.msg}`);
  const { token, userInfo } = res.data as { token: string; userInfo: { uid: number } };
  const context = await newVisitor(browser);
  await context.addInitScript(
    ([jwt, user, chosen]) => {
      localStorage.setItem("token", jwt);
      localStorage.setItem("userInfo", user);
      if (chosen) localStorage.setItem("lang", chosen);
    },
    [token, JSON.stringify(userInfo), lang ?? ""] as const,
  );
  return { context, token, uid: userInfo.uid };
}

const bell = (page: Page) => page.locator("button.notify-bell");
const toast = (page: Page, text: string | RegExp) => page.locator(".notify-toast").filter({ hasText: text });

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe("notifications", () => {
  it(
    "a booked match's reminder arrives 5 minutes before kick-off, in the viewer's language",
    async () => {
      const fan = await viewer("zh");
      const page = await fan.context.newPage();
      await page.goto(`${server.url}/#/match/0`);
      const book = page.getByTestId("book-button").first();
      await book.waitFor({ timeout: 30_000 });
      await book.click();
      await expect.poll(() => book.getAttribute("data-booked"), { timeout: 20_000 }).toBe("true");
      // A booking after the reminder's time schedules none: say so rather than wait in vain.
      expect(Date.now(), "booked after the reminder was due").toBeLessThan(reminderDueAt);
      // Booking is the moment to offer browser notifications, with an explanation first.
      const prompt = page.getByRole("dialog", { name: "开赛前提醒您？" });
      await prompt.waitFor();
      await settle(page);
      await screenshot(page, "notify-prompt-zh");
      await expectAccessible(page);
      await prompt.getByRole("button", { name: "以后再说" }).click();
      await prompt.waitFor({ state: "hidden" });

      const reminder = toast(page, "您预约的比赛即将开始");
      await reminder.waitFor({ timeout: REMINDER_LEAD_MS });
      await reminder.getByText("海港城 vs 河镇 将在5分钟后开始").waitFor();
      await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("通知，1 条未读");
      await screenshot(page, "notify-toast-reminder-zh");
      await reminder.getByRole("button", { name: "查看" }).click();
      await expect.poll(() => hashPath(page)).toMatch(/^\/match\/live\/\d+$/);
      await expectAccessible(page);
      await fan.context.close();
    },
    REMINDER_LEAD_MS + 60_000,
  );

  it("a followed anchor goes live: the viewer's page shows the notice and the bell, and the notice opens the room", async () => {
    const anchor = await signIn(ANCHOR.username, ANCHOR.password);
    const fan = await viewer();
    const followed = await api(
      server.url,
      "/web_anchor/anchor_follow",
      { anchorId: anchor.userInfo.uid, flag: 1 },
      {
        token: fan.token,
      },
    );
    expect(followed.success).toBe(true);
    const page = await fan.context.newPage();
    await page.goto(`${server.url}/#/match/0`);
    await expect.poll(() => bell(page).getAttribute("aria-label"), { timeout: 20_000 }).toBe("Notifications");

    const settings = await api(server.url, "/web_anchor/anchor_house_config_details", {}, { token: anchor.token });
    const { pushUrl } = settings.data as { pushUrl: string };
    pusher = pushTestPicture(pushUrl);

    const notice = toast(page, /is live now/);
    await notice.waitFor({ timeout: 30_000 });
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications, 1 unread");
    await screenshot(page, "notify-toast-live-en");
    // A toast stays while the pointer is on it.
    await notice.hover();
    await expectAccessible(page);
    await notice.getByRole("button", { name: "Open" }).click();
    await waitForHash(page, `/anchor/room/${anchor.userInfo.uid}`);
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications");

    // The centre lists it, read now, with this browser's push state and the settings link.
    await bell(page).click();
    const centre = page.getByRole("dialog", { name: "Notifications" });
    await centre.getByRole("button", { name: /is live now/ }).waitFor();
    await centre.getByRole("link", { name: "Message settings" }).waitFor();
    await settle(page);
    await screenshot(page, "notify-centre-en");
    await expectAccessible(page);
    pusher.kill("SIGINT");
    await fan.context.close();
  }, 120_000);

  it("serves the service worker at the app's root, and routes each notice type's click", async () => {
    const fan = await viewer();
    const page = await fan.context.newPage();
    await page.goto(`${server.url}/#/match/0`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    // Read to the end, so the connection is idle and the server stops at once afterwards.
    await worker.text();

    /** Hands the worker a push as the server sends it, to be handled as a click on its notification. */
    const click = (type: number, payload: Record<string, unknown>) =>
      page.evaluate(
        async ([message, push]) => {
          const registration = await navigator.serviceWorker.ready;
          registration.active?.postMessage({ type: message, push });
        },
        [
          SW_MESSAGE.open,
          {
            id: 0,
            type,
            title: "",
            body: "",
            lang: "en",
            webLang: "en",
            tag: "t",
            data: { data: JSON.stringify({ type, ...payload }) },
          },
        ] as const,
      );
    const cases: [number, Record<string, unknown>, string][] = [
      [PUSH_TYPE.bookedMatchSoon, { bookMatch: { matchId: 7 } }, "/match/live/7"],
      [PUSH_TYPE.anchorLive, { bookAnchor: { id: 100_002 } }, "/anchor/room/100002"],
      [PUSH_TYPE.notice, { notify: { webActionType: 1, webActionContent: "8" } }, "/match/live/8"],
      [PUSH_TYPE.notice, { notify: { webActionType: 2, webActionContent: "100003" } }, "/anchor/room/100003"],
      [PUSH_TYPE.matchStatus, { matchId: 9 }, "/match/match/9"],
      [PUSH_TYPE.instantMessage, { conversationId: 4 }, "/chat/message"],
    ];
    for (const [type, payload, route] of cases) {
      await click(type, payload);
      await waitForHash(page, route);
    }
    await fan.context.close();
  }, 60_000);
});
