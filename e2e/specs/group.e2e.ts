import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations, settle } from "../support/browser.js";
import { befriend, newViewer } from "../support/chat.js";
import { type E2eServer, startServer } from "../support/server.js";

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ DEMO_BROADCASTS: "false" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Whether the page scrolls sideways (it must not at 390 px). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });

/** Opens the group's settings drawer from the thread header, on tab `tab`. */
async function openDrawer(page: Page, tab: string) {
  await page.getByRole("button", { name: /Group settings/ }).click();
  const drawer = page.locator(".group-drawer");
  await drawer.getByRole("tab", { name: tab }).click();
  return drawer;
}

/**
 * Opens the menu behind `trigger` and picks `item`, again if what it `opens` does not show: on a
 * slow machine, a pick once landed without the dialog ever coming, while a person would simply
 * pick again.
 */
async function chooseFromMenu(page: Page, trigger: Locator, { item, opens }: { item: string; opens: Locator }) {
  const choice = page.getByRole("menuitem", { name: item });
  for (let attempt = 1; ; attempt++) {
    if (!(await choice.isVisible())) await trigger.click();
    await choice.click();
    const shown = await opens.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (shown || attempt === 3) return;
  }
}

const closeDrawer = (page: Page) => page.locator(".group-drawer").getByRole("button", { name: "Close" }).click();

describe("group chat", () => {
  it("creates a group, lets someone in by link after review, mentions, counts readers, mutes and dissolves", async () => {
    const ann = await newViewer(browser, server.url);
    const bo = await newViewer(browser, server.url, "zh");
    const cy = await newViewer(browser, server.url);
    await befriend(server.url, ann.auth, bo.auth);
    const annPage = await ann.context.newPage();
    const boPage = await bo.context.newPage();
    const cyPage = await cy.context.newPage();
    try {
      // Ann makes the group with her friend Bo.
      await annPage.goto(`${server.url}/#/chat/message`);
      await annPage.getByRole("button", { name: "New group" }).click();
      const create = annPage.getByRole("dialog", { name: "Create a group chat" });
      await create.getByRole("textbox", { name: "Group name" }).fill("Weekend five");
      await create.getByRole("checkbox", { name: bo.nickname }).check();
      await create.getByRole("button", { name: "Create (1)" }).click();
      await annPage.waitForFunction(() => location.hash.includes("?c="));
      const groupId = Number(new URL(annPage.url().replace("#", "")).searchParams.get("c"));
      await annPage
        .getByRole("heading", { name: /Weekend five/ })
        .or(annPage.getByText("Weekend five").first())
        .waitFor();

      // Join requests need review (the default); the invite link is on the Invite tab.
      let drawer = await openDrawer(annPage, "Settings");
      await drawer.getByRole("switch", { name: "Review join requests", checked: true }).waitFor();
      await drawer.getByRole("tab", { name: "Invite" }).click();
      await drawer.getByRole("img", { name: "QR code of the invite link" }).waitFor();
      const link = await drawer.getByRole("textbox", { name: "Invite link" }).inputValue();
      expect(link).toMatch(/#\/chat\/join\/[A-Za-z0-9_-]+$/);
      await drawer.getByText(/Valid until/).waitFor();
      await annPage.setViewportSize({ width: 390, height: 844 });
      await settle(annPage);
      expect(await sideways(annPage)).toBe(false);
      await screenshot(annPage, "group-invite-390-en");
      expect(await seriousViolations(annPage)).toEqual([]);
      await annPage.setViewportSize({ width: 1366, height: 900 });
      await closeDrawer(annPage);

      // Cy opens the link: the group's card, a reason, a request.
      await cyPage.goto(`${server.url}/${link.slice(link.indexOf("#"))}`);
      await cyPage.getByText("Weekend five").waitFor();
      await cyPage.getByRole("textbox", { name: "Why do you want to join?" }).fill("I play on Saturdays");
      await cyPage.getByRole("button", { name: "Send request" }).click();
      await cyPage.getByText("Your request is waiting for review.").waitFor();
      await cyPage.setViewportSize({ width: 390, height: 844 });
      expect(await sideways(cyPage)).toBe(false);
      expect(await seriousViolations(cyPage)).toEqual([]);
      await screenshot(cyPage, "group-join-390-en");

      // Ann sees the request come in without reloading: a dot on the group, a count on its tab.
      await annPage.locator(".im-thread__who .ant-badge-dot").waitFor();
      drawer = await openDrawer(annPage, "Requests");
      await drawer.getByText("I play on Saturdays").waitFor();
      await drawer.getByRole("button", { name: "Approve" }).click();
      await drawer.getByText("Approved").waitFor();
      await closeDrawer(annPage);
      // The join is a line of its own in the thread, and Cy's waiting page follows the answer.
      const log = (page: Page) => page.getByRole("log");
      await log(annPage).getByText(`${cy.nickname} joined the group, approved by ${ann.nickname}`).waitFor();
      await cyPage.getByText("Your request to join Weekend five was approved").waitFor();
      await cyPage.getByText("You are already in this group.").waitFor();

      // Cy, now a member, mentions Bo with the picker.
      await cyPage.goto(`${server.url}/#/chat/message?c=${groupId}`);
      await composer(cyPage).click();
      await composer(cyPage).pressSequentially("@");
      await cyPage.getByRole("list", { name: "Mention someone" }).getByRole("button", { name: bo.nickname }).click();
      await composer(cyPage).pressSequentially("see you at 7");
      await composer(cyPage).press("Enter");
      await cyPage.getByRole("log").getByText(`@${bo.nickname} see you at 7`).waitFor();

      // Bo's list shows the group by name with the mention badge, in Chinese, at 390 px.
      await boPage.setViewportSize({ width: 390, height: 844 });
      await boPage.goto(`${server.url}/#/chat/message`);
      const boItem = boPage.getByRole("link", { name: /Weekend five/ });
      await boItem.getByText("[有人@我]").waitFor();
      expect(await sideways(boPage)).toBe(false);
      await screenshot(boPage, "group-list-390-zh");
      expect(await seriousViolations(boPage)).toEqual([]);
      await boItem.click();
      await boPage.getByRole("log").getByText("see you at 7").waitFor();

      // Ann writes; Bo and Cy have the thread open, so it is read by 2, and the list says who.
      await composer(annPage).fill("Pitch 3 is booked");
      await composer(annPage).press("Enter");
      await boPage.getByRole("log").getByText("Pitch 3 is booked").waitFor();
      await cyPage.getByRole("log").getByText("Pitch 3 is booked").waitFor();
      const readBy = annPage.getByRole("button", { name: "Read by 2" });
      await readBy.waitFor({ timeout: 30_000 });
      await readBy.click();
      const readers = annPage.locator(".group-readers");
      await readers.getByText(bo.nickname).waitFor();
      await readers.getByText(cy.nickname).waitFor();
      await screenshot(annPage, "group-read-by-en");
      await annPage.keyboard.press("Escape");

      // Ann mutes Cy for an hour; Cy's composer says so.
      drawer = await openDrawer(annPage, "Members");
      await drawer.getByRole("button", { name: `Actions for ${cy.nickname}` }).click();
      await annPage.getByRole("menuitem", { name: "1 hour" }).click();
      await drawer.getByText(/Muted until/).waitFor();
      await annPage.setViewportSize({ width: 390, height: 844 });
      await settle(annPage);
      expect(await sideways(annPage)).toBe(false);
      await screenshot(annPage, "group-members-390-en");
      expect(await seriousViolations(annPage)).toEqual([]);
      await annPage.setViewportSize({ width: 1366, height: 900 });
      // The mute is told in the thread, in each reader's language, and Cy's composer follows it live.
      await closeDrawer(annPage);
      await log(annPage).getByText(`${cy.nickname} was muted for 1 hour by ${ann.nickname}`).waitFor();
      await log(boPage).getByText(`${cy.nickname} 被 ${ann.nickname} 禁言 1 小时`).waitFor();
      await cyPage.getByText(/You are muted until/).waitFor();
      await screenshot(annPage, "group-tips-en");
      await screenshot(boPage, "group-tips-390-zh");
      expect(await seriousViolations(annPage)).toEqual([]);

      // Ann deletes Cy's messages, then clears everything: both reach the open threads at once.
      drawer = await openDrawer(annPage, "Members");
      const confirm = annPage.locator(".ant-modal-confirm");
      await chooseFromMenu(annPage, drawer.getByRole("button", { name: `Actions for ${cy.nickname}` }), {
        item: "Delete their messages",
        opens: confirm,
      });
      await confirm.getByRole("button", { name: "OK" }).click();
      // The tip can reach the thread before the call answers; the dialog closes on the answer.
      await annPage.getByText(`${cy.nickname}'s messages were deleted`).waitFor();
      await confirm.waitFor({ state: "hidden" });
      await log(annPage).getByText(`${ann.nickname} deleted the messages of ${cy.nickname}`).waitFor();
      await log(annPage).getByText(`${cy.nickname} recalled a message`).first().waitFor();
      expect(await log(annPage).getByText("see you at 7").count()).toBe(0);
      await annPage.locator(".group-drawer").getByRole("button", { name: "Clear all messages" }).click();
      await confirm.getByRole("button", { name: "Clear all messages" }).click();
      await annPage.getByText("All messages were cleared").waitFor();
      await confirm.waitFor({ state: "hidden" });
      await log(annPage).getByText(`${ann.nickname} cleared all messages`).waitFor();
      await log(boPage).getByText(`${ann.nickname} 清空了所有消息`).waitFor();
      expect(await log(boPage).getByText("Pitch 3 is booked").count()).toBe(0);

      // Ann dissolves the group after confirming; nobody can write any more.
      await annPage.locator(".group-drawer").getByRole("button", { name: "Dissolve group" }).click();
      await annPage.locator(".ant-modal-confirm").getByRole("button", { name: "Dissolve group" }).click();
      await annPage.getByText("The group was dissolved").waitFor();
      await closeDrawer(annPage);
      await annPage.getByText("This group has been dissolved.").first().waitFor();
      await log(annPage).getByText(`${ann.nickname} dissolved the group`).waitFor();
      await screenshot(annPage, "group-dissolved-en");
    } catch (error) {
      await screenshot(annPage, "group-failure-ann").catch(() => undefined);
      await screenshot(boPage, "group-failure-bo").catch(() => undefined);
      await screenshot(cyPage, "group-failure-cy").catch(() => undefined);
      throw error;
    } finally {
      await Promise.all([ann.context.close(), bo.context.close(), cy.context.close()]);
    }
  }, 300_000);
});
