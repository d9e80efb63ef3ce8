import type { AuthResult } from "@courtside/protocol";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * A corpus of markup that runs script when a page renders it as HTML instead of text. Every
 * payload that ran leaves a trace the probe reads: `window.__x` or `window.__xss` set, the title
 * "XSS", a dialog, or an element that carries the payload's handler. Short ones fit the short
 * fields (a nickname is at most 20 characters).
 */
export const SHORT = {
  svg: "<svg/onload=__x=1>",
  breakOut: '"><svg/onload=__x=1>',
  quote: "'><svg/onload=__x=1>",
  js: "javascript:__x=1",
  img: "<img src=x onerror=__x=1>",
  script: "<script>__x=1</script>",
} as const;

export const LONG = {
  script: '<script>window.__xss=1;document.title="XSS"</script>',
  img: '<img src=x onerror="window.__xss=1;alert(1)">',
  svg: '<svg onload="window.__xss=1;alert(2)"></svg>',
  iframe: '"><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  link: '<a href="javascript:window.__xss=1">open</a> javascript:alert(3)',
  css: '<style>.xss-style{}body{display:none}</style><div style="width:expression(window.__xss=1)">x</div>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the payload here
  template: "{{constructor.constructor('window.__xss=1')()}} ${alert(4)}",
  mxss: "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>",
} as const;

/** Every long payload in one text (up to ~500 characters: introductions, notes). */
export const ALL = Object.values(LONG).join(" ");

/** A tiny valid PNG, for the images the text fields come with. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A browser context that ignores the site's Content Security Policy, so that markup a page wrongly
 * renders as HTML runs instead of being blocked: the test checks the rendering, not the policy.
 * Signed in as `auth` when given.
 */
export async function unguardedContext(browser: Browser, auth?: AuthResult): Promise<BrowserContext> {
  const context = await browser.newContext({
    bypassCSP: true,
    locale: "en-US",
    viewport: { width: 1366, height: 900 },
  });
  if (auth) {
    await context.addInitScript(
      ([jwt, user]) => {
        localStorage.setItem("token", jwt);
        localStorage.setItem("userInfo", user);
        localStorage.setItem("lang", "en");
      },
      [auth.token, JSON.stringify(auth.userInfo)] as const,
    );
  }
  return context;
}

/** Opens `path` and records every dialog (alert, confirm, prompt) the page raises. */
export async function watchedPage(context: BrowserContext, url: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  await page.goto(url);
  return { page, dialogs };
}

/** What ran or was injected on the page: empty when every payload stayed text. */
export function traces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const marks = window as unknown as Record<string, unknown>;
    const found: string[] = [];
    if (marks.__x !== undefined) found.push("window.__x was set");
    if (marks.__xss !== undefined) found.push("window.__xss was set");
    if (document.title === "XSS") found.push("the title was changed");
    const injected = document.querySelectorAll(
      'svg[onload], img[onerror], iframe[srcdoc], a[href^="javascript:" i], [style*="expression(" i], math mglyph',
    );
    for (const element of Array.from(injected)) found.push(`injected: ${element.outerHTML.slice(0, 120)}`);
    for (const style of Array.from(document.querySelectorAll("style"))) {
      if (style.textContent?.includes(".xss-style")) found.push("injected: a <style> element");
    }
    return found;
  });
}

/**
 * The pages a spec opened to look for payloads that ran, each with the dialogs it raised: `open`
 * visits one in a fresh unguarded context, `expectInert` checks one now, and `expectAllInert`
 * checks them all again at the end (a payload may run late, from a message that came later).
 */
export class WatchedPages {
  readonly pages: { name: string; page: Page; dialogs: string[] }[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  /** Opens `path` of the site in a new context, signed in as `auth` when given. */
  async open(name: string, auth: AuthResult | undefined, path: string): Promise<Page> {
    const context = await unguardedContext(this.browser, auth);
    const opened = await watchedPage(context, `${this.baseUrl}/${path}`);
    this.pages.push({ name, ...opened });
    return opened.page;
  }

  /** Nothing ran on the page and it raised no dialog. */
  async expectInert(page: Page): Promise<void> {
    const entry = this.pages.find((visited) => visited.page === page);
    expect(await traces(page)).toEqual([]);
    expect(entry?.dialogs ?? []).toEqual([]);
  }

  /** Every page opened is still clean. */
  async expectAllInert(): Promise<void> {
    for (const { name, page, dialogs } of this.pages) {
      expect({ name, traces: await traces(page), dialogs }).toEqual({ name, traces: [], dialogs: [] });
    }
  }
}
