import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPath, launchBrowser, openAs, screenshot, seriousViolations, waitForHash } from "../support/browser.js";
import { type E2eServer, startServer } from "../support/server.js";

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (path: string, locale?: string): Promise<Page> => openAs(browser, server.url, path, locale);

describe("web shell", () => {
  it("lands on #/match/0 with the columns from the server, accessibly", async () => {
    const page = await open("");
    await waitForHash(page, "/match/0");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBeTruthy();
    await page.getByRole("navigation").getByText("Basketball", { exact: true }).first().waitFor();
    expect(await page.title()).toContain("Courtside");
    await screenshot(page, "shell-match-en");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("has an accessibility check that still names serious and critical faults", async () => {
    // Every flow's check runs axe in the page with only violations detailed; this one shows that
    // way still finds what a default run finds.
    const page = await open("#/match/0");
    await page.getByRole("navigation").getByText("Basketball", { exact: true }).first().waitFor();
    await page.evaluate(() => {
      const faults = document.createElement("div");
      faults.innerHTML =
        '<img src="/missing.png"><p style="color:#eee;background:#fff">faint</p><button></button><ul><div>x</div></ul>';
      document.querySelector("main")?.append(faults);
    });
    const found = (await seriousViolations(page)).map((line) => line.split(" ")[0]);
    expect(found).toEqual(expect.arrayContaining(["image-alt", "color-contrast", "button-name", "list"]));
    await page.context().close();
  });

  it("is installable: a manifest with its icons, linked from the page", async () => {
    const page = await open("");
    await waitForHash(page, "/match/0");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifestUrl = new URL(href ?? "", page.url()).toString();
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe("Courtside");
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, manifestUrl));
      expect(response.headers.get("content-type")).toBe("image/png");
      // Read to the end: a response left unread keeps its connection busy, and the server's
      // shutdown then waits for the client to let it go (about a minute).
      await response.arrayBuffer();
    }
    await page.context().close();
  });

  it("switches the interface to 中文 live and remembers it", async () => {
    const page = await open("#/match/0");
    await page.getByRole("navigation").getByText("Basketball", { exact: true }).first().waitFor();
    await page.getByTestId("lang-switcher").click();
    await page.getByText("简体中文", { exact: true }).click();
    await page.getByRole("navigation").getByText("篮球", { exact: true }).first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
    expect(await page.getByRole("banner").textContent()).not.toContain("Basketball");
    await screenshot(page, "shell-match-zh");
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole("navigation").getByText("篮球", { exact: true }).first().waitFor();
    await page.context().close();
  });

  it("follows a Taiwanese browser's language on a first visit", async () => {
    const page = await open("#/match/0", "zh-TW");
    await page.getByRole("navigation").getByText("籃球", { exact: true }).first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-TW");
    await page.context().close();
  });

  it("sends an unknown hash to / and so to the match list", async () => {
    const page = await open("#/no/such/screen");
    await waitForHash(page, "/match/0");
    await page.context().close();
  });

  it("sends a visitor opening #/chat/message to #/login, keeping where they were going", async () => {
    const page = await open("#/chat/message");
    await waitForHash(page, "/login");
    expect(decodeURIComponent(page.url())).toContain("redirect=/chat/message");
    await screenshot(page, "shell-login-redirect");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    ["#/anchor/0", "/anchor/0"],
    ["#/user/contract/service", "/user/contract/service"],
    ["#/user/contract/privacy", "/user/contract/privacy"],
    ["#/403", "/403"],
    ["#/user", "/login"],
  ])("renders %s as a real page frame", async (target, landing) => {
    const page = await open(target);
    await waitForHash(page, landing);
    await page.getByRole("main").waitFor();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(hashPath(page)).toBe(landing);
    await screenshot(page, `shell-${landing.replaceAll("/", "_").replace(/^_/, "")}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
