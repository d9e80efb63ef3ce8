import { type AuthResult, envelope, MATCH_STATUS, matchPageSchema } from "@courtside/protocol";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPath, launchBrowser, screenshot, settle } from "../support/browser.js";
import { signInApi } from "../support/chat.js";
import { registerViewer, waitForFeed } from "../support/matches.js";
import { PHONE_LANGS as LANGS, PHONE, phoneContext } from "../support/phone.js";
import { type E2eServer, startServer } from "../support/server.js";

/**
 * Every screen of spec section 2 on a phone (390 × 844, touch): nothing may be wider than the
 * screen, so the page never pans sideways; tables and tab strips scroll inside themselves. Each
 * screen is captured in English and in Portuguese, whose longer words must wrap rather than overflow.
 */

type Who = "visitor" | "viewer" | "anchor";

let server: E2eServer;
let browser: Browser;
const accounts: Partial<Record<Exclude<Who, "visitor">, AuthResult>> = {};
let roomId = 0;
let liveMatchId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await waitForFeed(server.url);
  accounts.viewer = await registerViewer(server.url);
  accounts.anchor = await signInApi(server.url, "anchor01", "anchor123");
  roomId = accounts.anchor.userInfo.uid;
  const list = envelope(matchPageSchema).parse(
    await fetch(`${server.url}/web/web_race/race_data_content_list_page`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ columnId: 0, page: 1, pageSize: 10 }),
    }).then((response) => response.json()),
  );
  liveMatchId = list.data?.list.find((match) => match.status === MATCH_STATUS.inProgress)?.id ?? 0;
  expect(liveMatchId).toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone-sized context in a language, signed in as `who` or a visitor. */
const phone = (who: Who, lang: (typeof LANGS)[number]): Promise<BrowserContext> =>
  phoneContext(browser, lang, who === "visitor" ? undefined : accounts[who]);

/** Elements sticking out past the right edge of the screen, outside any box that scrolls them. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const scrolls = (element: Element) => {
      const style = getComputedStyle(element);
      return ["auto", "scroll", "hidden", "clip"].includes(style.overflowX);
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrolls(parent)) return true;
      }
      return false;
    };
    return Array.from(document.body.querySelectorAll("*"))
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 6)
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join(".")}`);
  }, PHONE.width);
}

/** The chosen items of sideways strips (tabs, a section's links) that are not wholly in their strip's view. */
function chosenOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.tab-strip__list [aria-selected="true"], .side-nav .is-active'))
      .filter((item) => {
        const strip = item.closest(".tab-strip__list, .side-nav ul");
        if (!strip) return false;
        const box = strip.getBoundingClientRect();
        const rect = item.getBoundingClientRect();
        return rect.left < box.left - 1 || rect.right > box.right + 1;
      })
      .map((item) => item.textContent ?? ""),
  );
}

/** The page's requests under way and when the last one started or ended. */
function watchRequests(page: Page) {
  const watch = { inFlight: 0, lastChange: Date.now() };
  const change = (delta: number) => () => {
    watch.inFlight += delta;
    watch.lastChange = Date.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return watch;
}

const QUIET_MS = 750;

/**
 * Opens a route and waits until it has loaded: its heading shown, then no request under way and
 * nothing marked busy for a moment, so that parts loading after the heading (the room's chat history,
 * the header's messages link) are on the screenshot rather than their skeletons or nothing. At most
 * 15 s for the quiet moment; a signed-in screen must show its messages link within 15 s.
 */
async function open(context: BrowserContext, route: string, landing: string, signedIn: boolean): Promise<Page> {
  const page = await context.newPage();
  const requests = watchRequests(page);
  await page.goto(`${server.url}/#${route}`);
  await page.waitForFunction((want) => location.hash.replace(/^#/, "").split("?")[0] === want, landing);
  await page.getByRole("heading").first().waitFor();
  // The header's messages link and bell come in a chunk of their own once someone is signed in.
  if (signedIn) await page.locator(".im-header-link").waitFor({ timeout: 15_000 });
  const busy = () =>
    page.evaluate(() => document.querySelectorAll('[aria-busy="true"], .ant-skeleton-active').length > 0);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const quiet = requests.inFlight <= 0 && Date.now() - requests.lastChange >= QUIET_MS;
    if (quiet && !(await busy())) break;
    await page.waitForTimeout(100);
  }
  await settle(page);
  return page;
}

interface Screen {
  route: () => string;
  who: Who;
  /** Where the route lands, when it redirects (e.g. /user to /user/info/basic). */
  landing?: () => string;
}

const SCREENS: Record<string, Screen> = {
  login: { route: () => "/login", who: "visitor" },
  register: { route: () => "/register", who: "visitor" },
  forget: { route: () => "/forget", who: "visitor" },
  "match-list": { route: () => "/match/0", who: "visitor" },
  "match-live": { route: () => `/match/live/${liveMatchId}`, who: "viewer" },
  "match-detail": { route: () => `/match/match/${liveMatchId}`, who: "viewer" },
  "anchor-list": { route: () => "/anchor/0", who: "visitor" },
  "anchor-room": { route: () => `/anchor/room/${roomId}`, who: "viewer" },
  "anchor-space": { route: () => `/anchor/space/${roomId}`, who: "viewer" },
  "chat-message": { route: () => "/chat/message", who: "viewer" },
  "chat-address-book": { route: () => "/chat/address-book", who: "viewer" },
  "chat-more": { route: () => "/chat/more", who: "viewer" },
  "user-info": { route: () => "/user", who: "viewer", landing: () => "/user/info/basic" },
  "user-modify-phone": { route: () => "/user/info/modifyPhone", who: "viewer" },
  "user-modify-password": { route: () => "/user/info/modifyPassword", who: "viewer" },
  "user-follows": { route: () => "/user/attention", who: "viewer" },
  "user-bookings": { route: () => "/user/bookings", who: "viewer" },
  search: { route: () => "/search?q=a", who: "visitor", landing: () => "/search" },
  "user-wallet": { route: () => "/user/wallet", who: "viewer" },
  "user-configuration": { route: () => "/user/configuration", who: "anchor" },
  "user-data": { route: () => "/user/datas", who: "anchor" },
  "user-tutorial": { route: () => "/user/tutorial", who: "anchor" },
  "user-specification": { route: () => "/user/specification", who: "anchor" },
  "user-question": { route: () => "/user/question", who: "viewer" },
  "service-agreement": { route: () => "/user/contract/service", who: "visitor" },
  "privacy-agreement": { route: () => "/user/contract/privacy", who: "visitor" },
  "region-blocked": { route: () => "/403", who: "visitor" },
  admin: { route: () => "/admin", who: "viewer" },
};

// Each screen in its own context, so they load side by side: most of a load is waiting on the
// server and on timers, and the config caps how many run at once.
describe.each(LANGS.map((lang) => ({ code: lang[0], lang })))("on a phone in $code", ({ lang }) => {
  it.concurrent.for(Object.keys(SCREENS))("fits %s to the screen's width", async (name, { expect }) => {
    const screen = SCREENS[name];
    if (!screen) throw new Error(`no screen ${name}`);
    const context = await phone(screen.who, lang);
    try {
      const page = await open(context, screen.route(), (screen.landing ?? screen.route)(), screen.who !== "visitor");
      await screenshot(page, `phone-${name}-${lang[0]}`);
      expect(hashPath(page)).toBe((screen.landing ?? screen.route)());
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ width, overflowing: width > PHONE.width ? await overflowing(page) : [] }).toEqual({
        width: expect.any(Number),
        overflowing: [],
      });
      expect(width).toBeLessThanOrEqual(PHONE.width);
      expect(await chosenOutOfView(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
