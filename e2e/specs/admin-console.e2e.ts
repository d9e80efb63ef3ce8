import { rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drawTestPng, expectAccessible, signInWithPassword, snap, toast } from "../support/accountPages.js";
import { api, uniqueUsername } from "../support/accounts.js";
import { dataDirWithSuperAdmin } from "../support/admin.js";
import { launchBrowser, newVisitor, waitForHash } from "../support/browser.js";
import { signInApi } from "../support/chat.js";
import { registerViewer, signedInVisitor } from "../support/matches.js";
import { type E2eServer, startServer } from "../support/server.js";

const ADMIN = { username: uniqueUsername("ops"), password: "goal2026", securityCode: "whistle-2026" };

let dataDir: string;
let server: E2eServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  dataDir = await dataDirWithSuperAdmin("courtside-e2e-console-", ADMIN);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Enters the security code when the console asks for it (a new tab, or after a reload). */
async function unlock(page: Page) {
  const code = page.getByLabel(/Security code|安全码/);
  await Promise.race([code.waitFor(), page.locator(".admin__tabs").waitFor()]);
  if ((await code.count()) > 0) {
    await code.fill(ADMIN.securityCode);
    await page.locator(".admin form button[type=submit], .admin form .ant-btn-primary").first().click();
  }
  await page.locator(".admin__tabs").waitFor();
}

describe("the super admin's console", () => {
  // Headless Chromium may stop drawing frames for a page behind a newer one, and a dialog only
  // leaves once its closing animation has run: each step starts with the console in front.
  // A step that failed with a dialog open would leave it over the next step's tabs: it is closed.
  beforeEach(async () => {
    if (!admin) return;
    await admin.bringToFront();
    if ((await admin.locator(".ant-modal-wrap:visible").count()) > 0) await admin.keyboard.press("Escape");
  });

  it("silences a user across the site for a chosen time, then lets them speak", async () => {
    const viewer = await signedInVisitor(browser, server.url);
    const page = await viewer.newPage();
    await page.goto(`${server.url}/#/`);
    const username = await page.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "{}").username);

    admin = await (await newVisitor(browser)).newPage();
    await admin.goto(`${server.url}/#/admin`);
    await waitForHash(admin, "/login");
    await signInWithPassword(admin, ADMIN);
    await waitForHash(admin, "/admin");
    await unlock(admin);
    // A super admin finds the console in the avatar menu.
    // The menu learns it from a quiet call after sign-in: reopened until that call has answered.
    await expect
      .poll(
        async () => {
          await admin.getByRole("button", { name: "Account menu" }).click();
          const item = admin.getByRole("menuitem", { name: "Super admin" });
          const shown = await item.waitFor({ timeout: 2000 }).then(
            () => true,
            () => false,
          );
          if (!shown) await admin.keyboard.press("Escape");
          return shown;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await snap(admin, "admin-console-0-menu");
    await admin.keyboard.press("Escape");

    await admin.getByRole("tab", { name: "Users" }).click();
    await admin.getByRole("searchbox", { name: "Search users" }).fill(String(username));
    await admin.getByRole("searchbox", { name: "Search users" }).press("Enter");
    const row = admin.getByRole("row").filter({ hasText: String(username) });
    await row.getByRole("button", { name: "Silence" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("7 days").check();
    await dialog.getByLabel("Reason (optional)").fill("Spam in every room");
    await snap(admin, "admin-console-1-silence");
    await expectAccessible(admin);
    await dialog.getByRole("button", { name: "Silence" }).click();
    await toast(admin, "User silenced").waitFor();
    await row.getByText(/^Silenced until /).waitFor();
    await snap(admin, "admin-console-2-silenced");
    await expectAccessible(admin);

    await row.getByRole("button", { name: "Let speak" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Let speak" }).click();
    await toast(admin, "Speaking ban lifted").waitFor();
    await row.getByText("Allowed", { exact: true }).first().waitFor();
  });

  it("blocks a region; a visitor from there sees why on /403 in their language, the console stays open", async () => {
    await admin.getByRole("tab", { name: "Regions" }).click();
    const field = admin.getByLabel("Blocked regions");
    await field.fill("BR");
    await field.press("Enter");
    await admin.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Blocked regions saved").waitFor();
    await admin.getByText("Brazil (BR)").waitFor();
    await snap(admin, "admin-console-3-regions");
    await expectAccessible(admin);

    for (const lang of ["en", "zh"]) {
      const context = await newVisitor(browser);
      await context.setExtraHTTPHeaders({ "CF-IPCountry": "BR" });
      await context.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
      const page = await context.newPage();
      await page.goto(`${server.url}/#/`);
      await waitForHash(page, "/403");
      await page.getByText(lang === "en" ? "Your region: Brazil (BR)" : "您所在的地区：巴西 (BR)").waitFor();
      await snap(page, `admin-console-4-region-blocked-${lang}`);
      await expectAccessible(page);
      await context.close();
    }
  });

  it("rewrites the FAQ with the editor; visitors read it, and it goes back to the built-in text", async () => {
    await admin.getByRole("tab", { name: "Texts" }).click();
    await admin.getByText("Nothing is saved in this language").waitFor();
    const editor = admin.getByRole("textbox", { name: "FAQ" });
    // The editor starts from the built-in FAQ.
    await editor.getByText("How do I watch a match?").waitFor();
    await editor.click();
    await admin.keyboard.press("ControlOrMeta+a");
    await admin.keyboard.press("Delete");
    await admin.getByRole("button", { name: "Heading", exact: true }).click();
    await admin.keyboard.type("Match day questions");
    await admin.keyboard.press("Enter");
    await admin.keyboard.type("Streams start ");
    await admin.getByRole("button", { name: "Bold" }).click();
    await admin.keyboard.type("15 minutes");
    await admin.getByRole("button", { name: "Bold" }).click();
    await admin.keyboard.type(" before kick-off.");
    await admin.getByText("Unsaved changes").waitFor();
    await snap(admin, "admin-console-texts-edit");
    await expectAccessible(admin);
    await admin.getByText("Preview", { exact: true }).click();
    await admin
      .getByRole("article", { name: "Preview" })
      .getByRole("heading", { name: "Match day questions" })
      .waitFor();
    await admin.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Saved. Visitors see it within a few seconds.").waitFor();
    await admin.getByText(/^Saved .*The page shows this text\./).waitFor();

    // The FAQ is for signed-in users.
    const visitor = await (await signedInVisitor(browser, server.url)).newPage();
    await visitor.goto(`${server.url}/#/user/question`);
    await visitor.getByRole("heading", { name: "Match day questions" }).waitFor();
    expect(await visitor.locator(".rich-text strong").innerText()).toBe("15 minutes");
    await snap(visitor, "admin-console-texts-faq-page");
    await expectAccessible(visitor);

    await admin.bringToFront();
    await admin.getByRole("button", { name: "Back to the built-in text" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Back to the built-in text" }).click();
    await toast(admin, "The built-in text shows again.").waitFor();
    await admin.getByRole("dialog").waitFor({ state: "detached" });
    await visitor.bringToFront();
    await visitor.reload();
    await visitor.getByText("How do I watch a match?").waitFor();
    expect(await visitor.getByRole("heading", { name: "Match day questions" }).count()).toBe(0);
    await visitor.context().close();
  });

  it("puts banners over and in every room's chat, sets limits and the footer, and sends a notice to everyone", async () => {
    await admin.getByRole("tab", { name: "Configuration" }).click();
    await admin.getByLabel("Seconds between a user's chat messages").waitFor();
    await admin.getByLabel("Guests on stage at once").fill("4");
    await admin.getByRole("button", { name: "Add a banner" }).click();
    const banner = admin.getByRole("group", { name: "Banner 1" });
    await banner.getByLabel("Text").fill("Cup final tonight at 20:00");
    await banner.getByLabel("Link").fill("#/match/0");
    await admin.getByRole("button", { name: "Add a banner" }).click();
    const pinned = admin.getByRole("group", { name: "Banner 2" });
    await pinned.getByLabel("Text").fill("Be kind in the chat");
    await pinned.getByLabel("Where").click();
    await admin.locator(".ant-select-item-option", { hasText: "Pinned in the chat" }).click();
    // The second banner's place as the form holds it, before it is saved: viewers see it pinned only if so.
    await pinned.getByTitle("Pinned in the chat").waitFor();
    await admin.getByLabel("Contact address").fill("help@courtside.example");
    await admin.getByRole("button", { name: "Add a link" }).click();
    const link = admin.getByRole("group", { name: "Link 1" });
    await link.getByLabel("Link").fill("#/user/question");
    await link.getByLabel("English").fill("Help centre");
    await snap(admin, "admin-console-config");
    await expectAccessible(admin);
    await admin.getByRole("button", { name: "Save the configuration" }).click();
    await toast(admin, "Configuration saved. Every server uses it within a second.").waitFor();

    const viewer = await (await newVisitor(browser)).newPage();
    const roomId = (await signInApi(server.url, "anchor01", "anchor123")).userInfo.uid;
    await viewer.goto(`${server.url}/#/anchor/room/${roomId}`);
    const shown = viewer.getByRole("complementary", { name: "Sponsored" });
    await shown.getByText("Cup final tonight at 20:00").waitFor({ timeout: 30_000 });
    await viewer.getByRole("note", { name: "Pinned in the chat" }).getByText("Be kind in the chat").waitFor();
    await viewer.getByRole("contentinfo").getByRole("link", { name: "Help centre" }).waitFor();
    await viewer.getByRole("contentinfo").getByRole("link", { name: "help@courtside.example" }).waitFor();
    await snap(viewer, "admin-console-banners-in-room");
    await viewer.context().close();

    await admin.bringToFront();
    await admin.getByRole("tab", { name: "Notices" }).click();
    await admin.getByLabel("Title").fill("Cup final tonight");
    await admin.getByLabel("Text", { exact: true }).fill("Kick-off at 20:00. Book it now.");
    await admin.getByLabel("Match id").fill("1");
    // A region is one of the choices: a country of the profile's region tree, or one of its provinces.
    await admin.getByRole("radio", { name: "A region" }).check();
    await admin.getByLabel("Region", { exact: true }).fill("Minas");
    await admin.locator(".ant-select-item-option", { hasText: "Minas Gerais" }).click();
    await snap(admin, "admin-console-notice-region");
    await expectAccessible(admin);
    await admin.getByRole("radio", { name: "Everyone" }).check();
    await snap(admin, "admin-console-notice");
    await expectAccessible(admin);
    await admin.getByRole("button", { name: "Send the notice" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Send the notice" }).click();
    await admin
      .locator(".ant-message")
      .getByText(/^Sent to \d+ (person|people)\.$/)
      .waitFor();
  });

  it("adds a gift with a picture and 8 names; viewers can pick it; hiding takes it away", async () => {
    await admin.getByRole("tab", { name: "Gifts" }).click();
    await admin.getByRole("button", { name: "Add a gift" }).click();
    const dialog = admin.getByRole("dialog", { name: "Add a gift" });
    const names: Record<string, string> = {
      English: "Golden boot",
      简体中文: "金靴",
      繁體中文: "金靴獎",
      "Bahasa Indonesia": "Sepatu emas",
      "Tiếng Việt": "Chiếc giày vàng",
      ไทย: "รองเท้าทองคำ",
      Português: "Chuteira de ouro",
      हिन्दी: "गोल्डन बूट",
    };
    for (const [language, name] of Object.entries(names)) await dialog.getByLabel(language, { exact: true }).fill(name);
    await dialog.locator("input[type=file]").setInputFiles({
      name: "boot.png",
      mimeType: "image/png",
      buffer: await drawTestPng(admin),
    });
    await dialog.getByRole("img", { name: "Picture" }).waitFor();
    await dialog.getByLabel("Price (coins)").fill("66");
    await snap(admin, "admin-console-gift-dialog");
    await expectAccessible(admin);
    await dialog.getByRole("button", { name: "Save" }).click();
    const row = admin.getByRole("row").filter({ hasText: "Golden boot" });
    await row.getByText("Floats").waitFor();
    await snap(admin, "admin-console-gifts");
    await expectAccessible(admin);

    const roomId = (await signInApi(server.url, "anchor01", "anchor123")).userInfo.uid;
    const viewer = await (await newVisitor(browser)).newPage();
    await viewer.goto(`${server.url}/#/anchor/room/${roomId}`);
    await viewer
      .getByTestId("gift-bar")
      .getByRole("button", { name: /^Golden boot/ })
      .waitFor({ timeout: 30_000 });

    await row.getByRole("switch", { name: "Show Golden boot" }).click();
    await expect.poll(() => row.getByRole("switch").getAttribute("aria-checked")).toBe("false");
    await viewer.reload();
    await viewer
      .getByTestId("gift-bar")
      .getByRole("button", { name: /^Football/ })
      .waitFor({ timeout: 30_000 });
    expect(
      await viewer
        .getByTestId("gift-bar")
        .getByRole("button", { name: /^Golden boot/ })
        .count(),
    ).toBe(0);
    await viewer.context().close();
  });

  it("adds a second super admin, changes its own code, and looks after a user", async () => {
    const deputy = await registerViewer(server.url);
    const recruit = await registerViewer(server.url);
    await admin.getByRole("tab", { name: "Super admins" }).click();
    await admin.getByLabel("User id").fill(String(deputy.userInfo.uid));
    await admin.getByLabel("First security code").fill("deputy-2026");
    await admin.getByRole("button", { name: "Add the super admin" }).click();
    await toast(admin, "Super admin added.").waitFor();
    await admin.getByRole("row").filter({ hasText: deputy.userInfo.username }).waitFor();

    // The code of this tab changes, and the console goes on working with the new one.
    await admin.getByLabel("New security code", { exact: true }).fill("whistle-2027");
    await admin.getByLabel("New security code again").fill("whistle-2027");
    await admin.getByRole("button", { name: "Change my code" }).click();
    await toast(admin, "Security code changed.").waitFor();
    await snap(admin, "admin-console-admins");
    await expectAccessible(admin);

    await admin.getByRole("tab", { name: "Users" }).click();
    const search = admin.getByRole("searchbox", { name: "Search users" });
    await search.fill(recruit.userInfo.username);
    await search.press("Enter");
    const row = admin.getByRole("row").filter({ hasText: recruit.userInfo.username });
    await row.getByRole("button", { name: "Look after" }).click();
    await row.getByRole("button", { name: "Release" }).waitFor();
    await search.fill("");
    await search.press("Enter");
    await admin.getByRole("checkbox", { name: "Only users I look after" }).check();
    await expect.poll(() => admin.locator(".admin-users tbody tr.ant-table-row").count()).toBe(1);
    await snap(admin, "admin-console-users-mine");
    await expectAccessible(admin);

    // Back to the first code for the screens that follow.
    await admin.getByRole("tab", { name: "Super admins" }).click();
    await admin.getByLabel("New security code", { exact: true }).fill(ADMIN.securityCode);
    await admin.getByLabel("New security code again").fill(ADMIN.securityCode);
    await admin.getByRole("button", { name: "Change my code" }).click();
    await toast(admin, "Security code changed.").waitFor();
  });

  it("links a match to its broadcasts on other platforms; the match page offers them beside its rooms", async () => {
    const listed = await api(server.url, "/web_race/match_list", { status: 2, limit: 1 });
    const [match] = listed.data as { id: number }[];
    if (!match) throw new Error("no live match");
    await admin.getByRole("tab", { name: "Match broadcasts" }).click();
    const lookup = admin.getByLabel("Match number or page address");
    await lookup.fill("no such match");
    await admin.getByRole("button", { name: "Find" }).click();
    await admin.getByRole("alert").getByText("No match has this number.", { exact: false }).waitFor();
    await lookup.fill(`${server.url}/#/match/live/${match.id}`);
    await admin.getByRole("button", { name: "Find" }).click();
    await admin.getByLabel("Tencent").fill("http://v.qq.example/live/1");
    await admin.getByRole("button", { name: "Save links" }).click();
    await admin.getByText("Enter an address that starts with https://").waitFor();
    await admin.getByLabel("Tencent").fill("https://v.qq.example/live/1");
    await admin.getByLabel("365").fill("https://live.365.example/m/1");
    await admin.getByRole("button", { name: "Save links" }).click();
    await toast(admin, "Links saved: the match page shows them now").waitFor();
    await snap(admin, "admin-console-sources");
    await expectAccessible(admin);

    // A visitor on the match page, in English and then in Chinese.
    const visitor = await (await newVisitor(browser)).newPage();
    await visitor.goto(`${server.url}/#/match/live/${match.id}`);
    const bar = visitor.getByRole("navigation", { name: "Also on" });
    await bar.getByText("Courtside", { exact: true }).waitFor();
    const tencent = bar.getByRole("link", { name: /^Tencent/ });
    expect(await tencent.getAttribute("href")).toBe("https://v.qq.example/live/1");
    expect(await tencent.getAttribute("target")).toBe("_blank");
    expect(await bar.getByRole("link").count()).toBe(2);
    await snap(visitor, "match-sources-en");
    await expectAccessible(visitor);
    await visitor.evaluate(() => localStorage.setItem("lang", "zh"));
    await visitor.reload();
    const barZh = visitor.getByRole("navigation", { name: "其他平台" });
    await barZh.getByText("本站", { exact: true }).waitFor();
    await barZh.getByRole("link", { name: /^腾讯/ }).waitFor();
    await visitor.context().close();

    // Removed after a confirm: the page offers none.
    await admin.bringToFront();
    await admin.getByRole("button", { name: "Remove all links" }).click();
    await admin.getByRole("button", { name: "Remove all links" }).last().click();
    await toast(admin, "Links removed").waitFor();
    const detail = await api(server.url, "/web_match/web_match_details", { matchId: match.id });
    expect((detail.data as { sources: unknown[] }).sources).toEqual([]);
  });

  it("shows the new screens in Chinese", async () => {
    await admin.evaluate(() => localStorage.setItem("lang", "zh"));
    await admin.reload();
    await unlock(admin);
    await admin.getByRole("tab", { name: "地区" }).click();
    await admin.getByText("巴西 (BR)").waitFor();
    await snap(admin, "admin-console-5-regions-zh");
    await expectAccessible(admin);
    await admin.getByRole("tab", { name: "用户" }).click();
    await admin.getByRole("columnheader", { name: "发言" }).waitFor();
    await snap(admin, "admin-console-6-users-zh");
    await expectAccessible(admin);
    expect(await admin.getByText("Silence", { exact: true }).count()).toBe(0);
    await admin.getByRole("tab", { name: "文本" }).click();
    await admin.getByText("该语言尚未保存文本", { exact: false }).waitFor();
    await snap(admin, "admin-console-7-texts-zh");
    await expectAccessible(admin);
    await admin.getByRole("tab", { name: "配置" }).click();
    await expect.poll(() => admin.getByLabel("文字").first().inputValue()).toBe("Cup final tonight at 20:00");
    await snap(admin, "admin-console-8-config-zh");
    await expectAccessible(admin);
  });
});
