import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawTestPng } from "../support/accountPages.js";
import { api } from "../support/accounts.js";
import { launchBrowser, newVisitor, screenshot, seriousViolations, settle, waitForHash } from "../support/browser.js";
import { signedInVisitor } from "../support/matches.js";
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

/** A browser context signed in as a demo account (token and user info as the app stores them). */
async function signedInAs(username: string, password: string): Promise<{ context: BrowserContext; uid: number }> {
  const res = await api(server.url, "/web_user/web_pwd_login", { username, password });
  if (!res.success) throw new Error(`sign-in failed: ${res.msg}`);
  const data = res.data as { token: string; userInfo: { uid: number } };
  const context = await newVisitor(browser);
  await context.addInitScript(
    ([jwt, user]) => {
      localStorage.setItem("token", jwt);
      localStorage.setItem("userInfo", user);
    },
    [data.token, JSON.stringify(data.userInfo)] as const,
  );
  return { context, uid: data.userInfo.uid };
}

async function anchorIdOf(nickname: string): Promise<number> {
  const res = await api(server.url, "/web_anchor/anchor_content_list", { columnId: 0, pageSize: 100 });
  const list = (res.data as { list: { id: number; nickname: string }[] }).list;
  const found = list.find((anchor) => anchor.nickname === nickname);
  if (!found) throw new Error(`no anchor ${nickname}`);
  return found.id;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/${path}`);
  return page;
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe("anchor lists, room and follows", () => {
  it("goes from the anchor list to a room, follows, and finds the anchor in my follows", async () => {
    const context = await signedInVisitor(browser, server.url);
    const page = await open(context, "#/anchor/0");
    await page.getByTestId("anchor-card").first().waitFor();
    expect(await page.getByTestId("anchor-card").count()).toBeGreaterThanOrEqual(8);
    // Counts of live anchors beside the column names.
    expect(await page.getByRole("tab", { name: /^All\s*\d+/ }).count()).toBe(1);
    await settle(page);
    await screenshot(page, "anchor-list-en");
    await expectAccessible(page);

    await page.getByRole("tab", { name: /^Tennis/ }).click();
    await waitForHash(page, "/anchor/3");
    await expect.poll(() => page.getByTestId("anchor-card").count()).toBe(1);
    await page.getByTestId("anchor-card").filter({ hasText: "Ace Mira" }).waitFor();

    await page.getByRole("tab", { name: /^All/ }).first().click();
    await page.getByTestId("anchor-card").filter({ hasText: "Dunk Daily" }).getByRole("link").click();
    const dunk = await anchorIdOf("Dunk Daily");
    await waitForHash(page, `/anchor/room/${dunk}`);
    await page.getByTestId("anchor-room").waitFor();
    // The announcement is pinned once, above the chat.
    await page.getByRole("note", { name: "Announcement" }).waitFor();
    expect(await page.getByText("Announcement", { exact: true }).count()).toBe(1);
    const follow = page.getByTestId("follow-button");
    expect(await follow.getAttribute("data-followed")).toBe("false");
    await follow.click();
    await expect.poll(() => follow.getAttribute("data-followed")).toBe("true");
    await expect.poll(() => page.getByTestId("room-followers").textContent()).toMatch(/^Followers: \d+$/);
    await settle(page);
    await screenshot(page, "anchor-room-followed");
    await expectAccessible(page);
    // Two landmarks of one role need different names (the chat's pinned announcement is a note).
    const landmarks = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
    expect(landmarks.violations.map((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
    // The FAQ is one step away from the room.
    expect(await page.getByRole("link", { name: "Live FAQ" }).getAttribute("href")).toBe("#/user/question");

    // A first follow offers notifications; not now.
    const prompt = page.getByRole("dialog", { name: "Know when they go live?" });
    await prompt.getByRole("button", { name: "Not now" }).click();
    await prompt.waitFor({ state: "hidden" });

    // Unfollowing asks first; cancelling keeps the follow.
    await follow.click();
    const confirm = page.getByRole("dialog", { name: "Unfollow Dunk Daily?" });
    await confirm.getByText("You will no longer be told when Dunk Daily goes live.").waitFor();
    await settle(page);
    await screenshot(page, "anchor-room-unfollow-confirm");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await follow.getAttribute("data-followed")).toBe("true");

    await page.goto(`${server.url}/#/user/attention`);
    await page.getByTestId("my-follows").waitFor();
    await page.getByTestId("anchor-card").filter({ hasText: "Dunk Daily" }).waitFor();
    await settle(page);
    await screenshot(page, "anchor-my-follows");
    await expectAccessible(page);

    // Confirmed, the unfollow goes through.
    await page.goto(`${server.url}/#/anchor/room/${dunk}`);
    // The follows page has follow buttons too: the room's is the one inside the room, once it is there.
    await page.getByTestId("anchor-room").waitFor();
    await page.getByTestId("follow-button").click();
    await page.getByRole("dialog", { name: "Unfollow Dunk Daily?" }).getByRole("button", { name: "Unfollow" }).click();
    await expect.poll(() => page.getByTestId("follow-button").getAttribute("data-followed")).toBe("false");
    await context.close();
  });

  it("shows the anchor space tabs: schedule, updates, photo wall with preview, info and live history", async () => {
    const lena = await anchorIdOf("Coach Lena");
    // The demo anchors book upcoming demo matches once the feed has made them.
    await expect
      .poll(
        async () => ((await api(server.url, "/web_anchor/anchor_schedule", { anchorId: lena })).data as []).length,
        {
          timeout: 60_000,
          interval: 1000,
        },
      )
      .toBeGreaterThan(0);
    const page = await open(await newVisitor(browser), `#/anchor/space/${lena}`);
    await page.getByRole("heading", { level: 1, name: "Coach Lena's space" }).waitFor();
    await page.getByTestId("anchor-schedule").getByTestId("match-row").first().waitFor();
    await settle(page);
    await screenshot(page, "anchor-space-schedule");
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Updates" }).click();
    await page.getByTestId("anchor-notes").waitFor();
    expect(await page.getByTestId("anchor-notes").getByRole("listitem").count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, "anchor-space-updates");

    await page.getByRole("tab", { name: "Photo wall" }).click();
    const photos = page.getByTestId("anchor-photos");
    await photos.waitFor();
    await photos.locator("img").first().click();
    await page.locator(".ant-image-preview").waitFor();
    await settle(page);
    await screenshot(page, "anchor-space-photo-preview");
    await page.keyboard.press("Escape");
    await page.locator(".ant-image-preview").waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: "Info" }).click();
    await page.getByTestId("anchor-info").waitFor();
    await page.getByText("Former youth coach").waitFor();

    await page.getByRole("tab", { name: "Live history" }).click();
    const history = page.getByTestId("live-history");
    await history.waitFor();
    await history.getByText("Total live time").waitFor();
    // The demo anchors streamed in the last weeks; one of this month or the last has days.
    if ((await history.locator("tbody tr").count()) === 0) {
      await page.getByRole("button", { name: "Previous month" }).click();
    }
    await expect.poll(() => history.locator("tbody tr").count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, "anchor-space-history");
    await expectAccessible(page);
    await page.context().close();
  });
});

describe("rooms of a match", () => {
  it("lists the rooms streaming a match on its live page", async () => {
    const lena = await anchorIdOf("Coach Lena");
    let matchId = 0;
    await expect
      .poll(
        async () => {
          const details = await api(server.url, "/web_anchor/anchor_details", { anchorId: lena });
          matchId = (details.data as { matchId: number | null }).matchId ?? 0;
          return matchId;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    const page = await open(await newVisitor(browser), `#/match/live/${matchId}`);
    await page.getByTestId("live-streams").getByTestId("anchor-card").filter({ hasText: "Coach Lena" }).waitFor();
    await settle(page);
    await screenshot(page, "anchor-match-rooms");
    await expectAccessible(page);
    await page.context().close();
  });
});

describe("an anchor's own space", () => {
  it("adds a photo to the wall and a regional cover, with upload progress", async () => {
    const { context, uid } = await signedInAs("anchor05", "anchor123");
    const page = await open(context, "#/user/datas?tab=photos");
    await page.getByTestId("photo-manager").waitFor();
    const png = await drawTestPng(page);
    await page
      .getByTestId("photo-manager")
      .locator("input[type=file]")
      .setInputFiles({ name: "court.png", mimeType: "image/png", buffer: png });
    await page.getByTestId("photo-manager").locator(".manage-form img").waitFor();
    await page.getByLabel("Description").fill("Warm-up before serve");
    await page.getByRole("button", { name: "Add to photo wall" }).click();
    await page.getByTestId("anchor-photos").getByText("Warm-up before serve").waitFor();
    await settle(page);
    await screenshot(page, "anchor-manage-photos");
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Regional covers" }).click();
    await page.getByTestId("cover-manager").waitFor();
    await page.getByRole("button", { name: "Add a regional cover" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // Saving without a region or image says what is missing.
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Choose a region for the cover").waitFor();
    await dialog.getByText("Add a cover image").waitFor();
    await dialog.getByLabel("Live region").fill("Thailand");
    await page.keyboard.press("Enter");
    await dialog.locator("input[type=file]").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await dialog.locator(".manage-form__image img").waitFor();
    await settle(page);
    await screenshot(page, "anchor-manage-cover-dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByTestId("cover-manager").getByText("Thailand", { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, "anchor-manage-covers");
    await expectAccessible(page);

    // Viewers in Thailand now see that cover in the lists.
    const listed = await fetch(`${server.url}/web/web_anchor/anchor_content_list`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-region": "TH" },
      body: JSON.stringify({ columnId: 10, pageSize: 10 }),
    }).then((res) => res.json());
    const card = listed.data.list.find((entry: { id: number }) => entry.id === uid);
    expect(card.cover).toMatch(/\/files\/u\/\d+\/[0-9a-f-]+\.png$/);
    await context.close();
  });
});
