import type { AuthResult } from "@courtside/protocol";
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, it } from "vitest";
import { hashPath, launchBrowser, screenshot, seriousViolations, settle, waitForHash } from "../support/browser.js";
import { signInApi } from "../support/chat.js";
import { registerViewer, waitForFeed } from "../support/matches.js";
import { PHONE_LANGS as LANGS, PHONE, phoneContext } from "../support/phone.js";
import { type E2eServer, startServer } from "../support/server.js";

/**
 * The first paint (apps/web/src/firstPaint): on the pages people land on, an inline script draws
 * the header and the page from the API's data before the app's scripts arrive, then asks for them;
 * the app takes its place in one frame once its own first screen has its data. Its picture sits in
 * a closed shadow root, out of the accessibility tree, so these flows look at it through the calls
 * it makes, the page around it and screenshots.
 */
/** The app's entry, which the first paint requests once its data is drawn. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** What the browser logs when the page's policy blocks a script, a style or a call. */
const CSP_MESSAGE = /Content Security Policy|Refused to/i;

let server: E2eServer;
let browser: Browser;
let viewer: AuthResult;
let roomId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The home page features a live match once the demo feed has played up to now.
  await waitForFeed(server.url);
  viewer = await registerViewer(server.url);
  roomId = (await signInApi(server.url, "anchor01", "anchor123")).userInfo.uid;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface FirstScreen {
  route: () => string;
  /** The call whose answer the first paint draws (every page also asks for the match columns). */
  call: RegExp;
  /** The app's element that shows its screen has its data. */
  app: (page: Page) => Locator;
  /** The same element, as a selector, to find in #root the moment the first paint leaves. */
  ready: string;
}

const SCREENS: Record<string, FirstScreen> = {
  "match-list": {
    route: () => "/match/0",
    call: /\/web\/web_home\/home_details_top$/,
    app: (page) => page.getByTestId("top-match"),
    ready: '[data-testid="top-match"]',
  },
  "anchor-list": {
    route: () => "/anchor/0",
    call: /\/web\/web_anchor\/anchor_content_list$/,
    app: (page) => page.getByTestId("anchor-card").first(),
    ready: '[data-testid="anchor-card"]',
  },
  "anchor-room": {
    route: () => `/anchor/room/${roomId}`,
    call: /\/web\/web_anchor\/anchor_details$/,
    app: (page) => page.getByTestId("anchor-room"),
    ready: '[data-testid="anchor-room"]',
  },
  login: {
    route: () => "/login",
    call: /\/web\/web_race\/web_race_column$/,
    app: (page) => page.getByRole("tab", { name: "Account and password" }),
    ready: '[role="tab"]',
  },
};

/** Keeps the page's layout shifts (not caused by input), each with the elements that moved. */
function recordLayoutShifts(): void {
  const shifts: string[] = [];
  Reflect.set(window, "__layoutShifts", shifts);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (Reflect.get(entry, "hadRecentInput")) continue;
      const sources: { node?: Node | null }[] = Reflect.get(entry, "sources") ?? [];
      const moved = sources.map(({ node }) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join(".")}` : "?",
      );
      shifts.push(`${Number(Reflect.get(entry, "value")).toFixed(4)} ${moved.join(", ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(() => Reflect.get(window, "__layoutShifts") as string[]);

/** A phone-sized context in a language (stored as the switcher leaves it), signed in or not. */
async function phone(lang: (typeof LANGS)[number], auth?: AuthResult): Promise<BrowserContext> {
  const context = await phoneContext(browser, lang, auth);
  // What became of the first paint, watched from before the page's first byte: whether it was
  // drawn and, when it left, whether the page's class went with it and the app's screen was there.
  await context.addInitScript(() => {
    const trace = { seen: false, gone: false, classLeft: false, appReady: false };
    Reflect.set(window, "__firstPaint", trace);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof Element && node.id === "first-paint") trace.seen = true;
        }
        for (const node of Array.from(mutation.removedNodes)) {
          if (node instanceof Element && node.id === "first-paint") {
            trace.gone = true;
            trace.classLeft = !document.documentElement.classList.contains("first-paint");
            const ready = Reflect.get(window, "__firstPaintReady");
            trace.appReady = typeof ready === "string" && document.querySelector(`#root ${ready}`) !== null;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return context;
}

interface Watched {
  page: Page;
  /** Console messages and uncaught errors about the page's security policy. */
  csp: string[];
  /** Uncaught errors in the page. */
  errors: string[];
}

/** A new page in the context with its console and errors recorded. */
async function watchedPage(context: BrowserContext, ready?: string): Promise<Watched> {
  const page = await context.newPage();
  const csp: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (CSP_MESSAGE.test(message.text())) csp.push(message.text());
  });
  page.on("pageerror", (error) => {
    errors.push(error.message);
    if (CSP_MESSAGE.test(error.message)) csp.push(error.message);
  });
  if (ready) await page.addInitScript((selector) => Reflect.set(window, "__firstPaintReady", selector), ready);
  return { page, csp, errors };
}

/**
 * Runs `check` on a new watched page in a phone context (English unless `lang`), then expects no
 * message about the security policy and no uncaught error on it, and closes the context.
 */
async function onPhone(
  expect: ExpectStatic,
  check: (page: Page) => Promise<void>,
  options: { lang?: (typeof LANGS)[number]; auth?: AuthResult; ready?: string } = {},
): Promise<void> {
  const context = await phone(options.lang ?? LANGS[0] ?? ["en", "en-US"], options.auth);
  try {
    const { page, csp, errors } = await watchedPage(context, options.ready);
    await check(page);
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** What the context's watcher saw of the first paint (phone()). */
interface Trace {
  seen: boolean;
  gone: boolean;
  /** The page's class had gone when the first paint left. */
  classLeft: boolean;
  /** The app's element (watchedPage's `ready`) was in #root when the first paint left. */
  appReady: boolean;
}
const traced = (page: Page): Promise<Trace> => page.evaluate(() => Reflect.get(window, "__firstPaint") as Trace);

const hasFirstPaint = (page: Page): Promise<boolean> => page.evaluate(() => !!document.getElementById("first-paint"));

/**
 * antd styles the app generated as it started instead of finding them in the build's stylesheet
 * (apps/web/build/antdStyles.ts): antd's <style> elements with rules, not a theme's variables.
 */
const generatedAntdStyles = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>("link[data-antd-styles]");
    if (!link?.sheet) return ["antd's stylesheet is not in"];
    return Array.from(document.querySelectorAll("style[data-css-hash]:not([data-token-hash])"), (style) =>
      (style.textContent ?? "").slice(0, 80),
    );
  });

/**
 * Opens a first screen with the app's entry blocked, so the first paint stays alone: waits for its
 * call's answer and for the app's request, which it makes once its data is drawn.
 */
async function firstPaintAlone(context: BrowserContext, screen: FirstScreen): Promise<Watched & { answer: Response }> {
  const watched = await watchedPage(context);
  const { page } = watched;
  await page.route(APP_ENTRY, (route) => route.abort());
  const answer = page.waitForResponse((response) => screen.call.test(new URL(response.url()).pathname));
  const appAsked = page.waitForRequest(APP_ENTRY);
  await page.goto(`${server.url}/#${screen.route()}`);
  const [response] = await Promise.all([answer, appAsked]);
  // Covers and badges the drawing asked for.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await settle(page);
  return { ...watched, answer: response };
}

describe("the first paint alone (the app's entry blocked)", () => {
  describe.each(LANGS.map((lang) => ({ code: lang[0], lang })))("on a phone in $code", ({ code, lang }) => {
    it.concurrent.for(Object.keys(SCREENS))("draws %s from its data, within the screen", async (name, { expect }) => {
      const screen = SCREENS[name];
      if (!screen) throw new Error(`no screen ${name}`);
      const context = await phone(lang);
      try {
        const { page, csp, errors, answer } = await firstPaintAlone(context, screen);
        expect(answer.ok()).toBe(true);
        expect(((await answer.json()) as { success?: boolean }).success).toBe(true);
        expect(await hasFirstPaint(page)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains("first-paint"))).toBe(true);
        expect(
          await page.evaluate(() => {
            const root = document.getElementById("root");
            return root ? getComputedStyle(root).visibility : "";
          }),
        ).toBe("hidden");
        await screenshot(page, `first-paint-${name}-${code}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        expect(csp).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it.concurrent.for(Object.keys(SCREENS))(
    "keeps %s out of the way of assistive technology",
    async (name, { expect }) => {
      const screen = SCREENS[name];
      if (!screen) throw new Error(`no screen ${name}`);
      const context = await phone(LANGS[0] ?? ["en", "en-US"]);
      try {
        const { page } = await firstPaintAlone(context, screen);
        expect(await hasFirstPaint(page)).toBe(true);
        expect(await page.locator("#first-paint").getAttribute("aria-hidden")).toBe("true");
        expect(await page.evaluate(() => document.getElementById("first-paint")?.inert)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("the app taking over", () => {
  describe.each(LANGS.map((lang) => ({ code: lang[0], lang })))("on a phone in $code", ({ code, lang }) => {
    it.concurrent.for(Object.keys(SCREENS))(
      "replaces the first paint of %s in one frame, then moves nothing",
      async (name, { expect }) => {
        const screen = SCREENS[name];
        if (!screen) throw new Error(`no screen ${name}`);
        await onPhone(
          expect,
          async (page) => {
            await page.addInitScript(recordLayoutShifts);
            await page.goto(`${server.url}/#${screen.route()}`);
            await page.waitForFunction(
              () =>
                !document.getElementById("first-paint") && !document.documentElement.classList.contains("first-paint"),
              null,
              { timeout: 15_000 },
            );
            // The tab's name is English; in Portuguese the app's screen is found by its role alone.
            const app = name === "login" && code !== "en" ? page.getByRole("tab").first() : screen.app(page);
            await app.waitFor({ state: "visible" });
            expect(hashPath(page)).toBe(screen.route());
            expect(await traced(page)).toEqual({ seen: true, gone: true, classLeft: true, appReady: true });
            await settle(page);
            await screenshot(page, `first-paint-${name}-${code}-app`);
            expect(await generatedAntdStyles(page)).toEqual([]);
            // Nothing on the screen moves as the rest of its data and parts arrive.
            await page.waitForTimeout(1_000);
            // One line naming what moved, so that the run's summary shows it.
            expect((await layoutShifts(page)).join("; ")).toBe("");
          },
          { lang, ready: screen.ready },
        );
      },
    );
  });

  it.concurrent.for([
    ["the bare address", "", "/match/0"],
    ["a sport's column", "#/match/1", "/match/1"],
  ] as const)("replaces the first paint of %s", async ([, address, landing], { expect }) => {
    const ready = landing === "/match/0" ? '[data-testid="top-match"]' : '[data-testid="match-row"]';
    await onPhone(
      expect,
      async (page) => {
        await page.goto(`${server.url}/${address}`);
        await waitForHash(page, landing);
        await page.locator(ready).first().waitFor({ state: "visible" });
        await page.waitForFunction(() => !document.getElementById("first-paint"));
        expect(await traced(page)).toEqual({ seen: true, gone: true, classLeft: true, appReady: true });
      },
      { ready },
    );
  });
});

describe("antd's build-time stylesheet", () => {
  it.concurrent("does not hold the app back when it fails to load", async ({ expect }) => {
    await onPhone(expect, async (page) => {
      // Refused at once, long before the app's scripts have run.
      await page.route(/\/assets\/antd-[\w-]+\.css$/, (route) => route.abort());
      await page.goto(`${server.url}/#/match/0`);
      await page.getByTestId("top-match").waitFor({ state: "visible", timeout: 15_000 });
      expect(await hasFirstPaint(page)).toBe(false);
    });
  });
});

/** Opens `address`, waits for the app's screen at `landing` and checks nothing was painted before it. */
async function withoutFirstPaint(
  expect: ExpectStatic,
  address: string,
  landing: string,
  shown: (page: Page) => Promise<void>,
  auth?: AuthResult,
): Promise<void> {
  await onPhone(
    expect,
    async (page) => {
      await page.goto(`${server.url}/${address}`);
      await waitForHash(page, landing);
      await shown(page);
      expect(await hasFirstPaint(page)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.classList.contains("first-paint"))).toBe(false);
      expect((await traced(page)).seen).toBe(false);
    },
    { auth },
  );
}

describe("where there is no first paint", () => {
  it.concurrent("leaves a page without one (search) to the app", async ({ expect }) => {
    await withoutFirstPaint(expect, "#/search?q=a", "/search", async (page) => {
      await page.getByRole("main").waitFor();
      await page.getByRole("heading", { level: 1 }).first().waitFor();
    });
  });

  it.concurrent("sends a signed-in visitor on from sign-in without painting it", async ({ expect }) => {
    await withoutFirstPaint(
      expect,
      "#/login",
      "/match/0",
      (page) => page.getByTestId("top-match").waitFor({ state: "visible" }),
      viewer,
    );
  });

  it.concurrent("starts the app in a browser where the first paint cannot draw", async ({ expect }) => {
    const context = await phone(LANGS[0] ?? ["en", "en-US"]);
    try {
      // No shadow DOM (an old browser): the first paint throws as it starts.
      await context.addInitScript(() => {
        Reflect.deleteProperty(Element.prototype, "attachShadow");
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/#/match/0`);
      await page.getByTestId("top-match").waitFor({ state: "visible" });
      expect(await hasFirstPaint(page)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.classList.contains("first-paint"))).toBe(false);
    } finally {
      await context.close();
    }
  });
});
