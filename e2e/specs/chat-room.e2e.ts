import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPath, launchBrowser, newVisitor, screenshot, seriousViolations } from "../support/browser.js";
import { chatLog, contextFor, newViewer, openRoom, say, signInApi } from "../support/chat.js";
import { type E2eServer, startServer } from "../support/server.js";

let server: E2eServer;
let browser: Browser;
let roomId: number;

beforeAll(async () => {
  // No test pictures pushed to the demo rooms: the chat needs no video, and two cores are enough work.
  server = await startServer({ DEMO_BROADCASTS: "false" });
  browser = await launchBrowser();
  // The demo anchor's room: a room's id is its anchor's user id.
  roomId = (await signInApi(server.url, "anchor01", "anchor123")).userInfo.uid;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** "14:05" for a time in the browser's (and this machine's) zone. */
const clock = (ms: number) => {
  const date = new Date(ms);
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
};

describe("live-room chat", () => {
  it("lets two viewers chat, keeps visitors to reading, and shows a muted viewer their mute", async () => {
    const ann = await newViewer(browser, server.url);
    const bo = await newViewer(browser, server.url, "zh");
    const annPage = await openRoom(ann.context, server.url, roomId);
    const boPage = await openRoom(bo.context, server.url, roomId);

    // Bo came in after Ann: Ann's list says so (merged with Ann's own entry when close together).
    await chatLog(annPage)
      .getByText(new RegExp(`^${bo.nickname}( and \\d+ more)? entered the room$`))
      .waitFor();

    await say(annPage, "Kick-off in five, who is ready?");
    await chatLog(boPage).getByText("Kick-off in five, who is ready?").waitFor();
    // Slow mode: Ann's send button counts the interval down.
    await annPage.getByRole("button", { name: /^Wait \d+ s$/ }).waitFor();

    await say(boPage, "Ready! 我准备好了", "消息");
    await chatLog(annPage).getByText("Ready! 我准备好了").waitFor();
    await chatLog(boPage).getByText("Ready! 我准备好了").waitFor();

    // A visitor reads along but is asked to sign in to speak, and comes back after signing in.
    const visitor = await (await newVisitor(browser)).newPage();
    await visitor.goto(`${server.url}/#/anchor/room/${roomId}`);
    await chatLog(visitor).getByText("Kick-off in five, who is ready?").waitFor({ timeout: 30_000 });
    await visitor.getByText("Sign in to send messages.").waitFor();
    expect(await visitor.getByRole("textbox", { name: "Message" }).count()).toBe(0);
    await screenshot(visitor, "chat-room-visitor-en");
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByRole("link", { name: "Sign in" }).click();
    await expect.poll(() => hashPath(visitor)).toBe("/login");
    expect(decodeURIComponent(new URL(visitor.url()).hash)).toContain(`redirect=/anchor/room/${roomId}`);
    await visitor.context().close();

    // The anchor mutes Ann for 10 minutes from the menu on her name.
    const anchor = await signInApi(server.url, "anchor01", "anchor123");
    const anchorPage = await openRoom(await contextFor(browser, anchor), server.url, roomId);
    await chatLog(anchorPage).getByText("Kick-off in five, who is ready?").waitFor();
    const mutedAt = Date.now();
    await chatLog(anchorPage).getByRole("button", { name: ann.nickname }).first().click();
    await anchorPage.getByRole("menuitem", { name: "Mute for 10 minutes" }).click();

    const until = new RegExp(`^You are muted until (${clock(mutedAt + 600_000)}|${clock(mutedAt + 660_000)})\\.$`);
    await annPage.getByText(until).waitFor();
    expect(await annPage.getByRole("textbox", { name: "Message" }).isDisabled()).toBe(true);
    await chatLog(annPage)
      .getByText(/was muted until \d\d:\d\d$/)
      .waitFor();
    await chatLog(boPage)
      .getByText(new RegExp(`^${ann.nickname} 被禁言至 \\d\\d:\\d\\d$`))
      .waitFor();
    // The anchor's own lines carry the anchor badge (flag zb=1) once the anchor speaks.
    await say(anchorPage, "Keep it friendly, please.");
    await chatLog(annPage).getByText("Keep it friendly, please.").waitFor();
    await chatLog(annPage).locator(".chat-badge--anchor").first().waitFor();

    await screenshot(annPage, "chat-room-muted-en");
    await screenshot(boPage, "chat-room-viewer-zh");
    expect(await seriousViolations(annPage)).toEqual([]);
    expect(await seriousViolations(boPage)).toEqual([]);

    await anchorPage.evaluate(() => window.scrollTo(0, 0));
    await screenshot(anchorPage, "chat-room-anchor-en");

    // The anchor lifts the mute from the moderation drawer; Ann may speak again.
    await anchorPage.getByRole("button", { name: "Moderation" }).click();
    const drawer = anchorPage.getByRole("dialog", { name: "Moderators, muted and barred" });
    await drawer.getByText(ann.nickname).waitFor();
    // Let the drawer finish sliding in before the picture.
    await anchorPage.waitForTimeout(500);
    await screenshot(anchorPage, "chat-room-people-en");
    expect(await seriousViolations(anchorPage)).toEqual([]);
    await drawer.getByRole("button", { name: "Unmute" }).click();
    await chatLog(annPage).getByText("You can chat again").waitFor();
    expect(await annPage.getByRole("textbox", { name: "Message" }).isDisabled()).toBe(false);
    await Promise.all([ann.context.close(), bo.context.close(), anchorPage.context().close()]);
  });

  it("sends a gift, and the sender tops the room's fans", async () => {
    // A demo anchor has coins to give, and gives in another anchor's room.
    const giver = await signInApi(server.url, "anchor05", "anchor123");
    const context = await contextFor(browser, giver);
    const page = await openRoom(context, server.url, roomId);
    const ranking = page.getByTestId("room-ranking");
    await ranking.getByRole("heading", { name: "Top fans" }).waitFor();
    const gifts = page.getByTestId("gift-bar");
    // The gifts are on the first screen, beside the video and under the chat, without scrolling.
    const bar = await gifts.getByRole("button", { name: /^Football/ }).boundingBox();
    expect(bar && bar.y + bar.height).toBeLessThan(900);
    // The anchor sees a larger gift's animation on the live configuration, without the room open.
    const anchor = await signInApi(server.url, "anchor01", "anchor123");
    const anchorContext = await contextFor(browser, anchor);
    const configuration = await anchorContext.newPage();
    await configuration.goto(`${server.url}/#/user/configuration`);
    await configuration.getByRole("heading", { name: "Your room now" }).waitFor();
    // Sent with the API, so the giver's own gift bar below goes on from its first state; sent again
    // until the page, which subscribes to the room once it has loaded, shows one.
    const sendMedal = async () => {
      const sent = await fetch(`${server.url}/web/gift/send`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: giver.token },
        body: JSON.stringify({
          roomId,
          giftId: 5,
          count: 1,
          idempotencyKey: `medal-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
        }),
      });
      expect((await sent.json()).success).toBe(true);
    };
    await expect
      .poll(
        async () => {
          await sendMedal();
          return configuration
            .getByTestId("gift-effect")
            .waitFor({ timeout: 3_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 30_000, interval: 0 },
      )
      .toBe(true);
    await screenshot(configuration, "live-configuration-gift-en");
    await anchorContext.close();

    await gifts.getByRole("button", { name: /^Football/ }).click();
    await gifts.getByRole("button", { name: /^Send \(5 coins\)$/ }).click();
    await page.getByText("Gift sent").first().waitFor();
    await ranking.getByRole("listitem").filter({ hasText: giver.userInfo.nickname }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await screenshot(page, "room-gift-ranking-en");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("keeps common phrases: add, reorder and pick one into the message box", async () => {
    const fan = await newViewer(browser, server.url);
    const page = await openRoom(fan.context, server.url, roomId);
    await page.getByRole("button", { name: "Common phrases" }).click();
    await page.getByRole("button", { name: "Manage" }).click();
    const dialog = page.getByRole("dialog", { name: "Manage common phrases" });
    // The saved list has arrived (none yet for a new viewer) before anything is added to it.
    await dialog.getByText("No common phrases yet.").waitFor();
    for (const phrase of ["What a goal!", "Referee!"]) {
      await dialog.getByRole("textbox", { name: "New phrase" }).fill(phrase);
      await dialog.getByRole("button", { name: "Add" }).click();
      await dialog.getByText(phrase).waitFor();
    }
    await dialog.getByRole("button", { name: "Move up" }).nth(1).click();
    await expect.poll(() => dialog.locator(".phrase-row__text").allInnerTexts()).toEqual(["Referee!", "What a goal!"]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "chat-room-phrases-en");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Common phrases" }).click();
    await page.getByRole("button", { name: "Insert “What a goal!”" }).click();
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("What a goal!");
    await page.getByRole("textbox", { name: "Message" }).press("Enter");
    await chatLog(page).locator(".chat-line").filter({ hasText: "What a goal!" }).last().waitFor();
    await fan.context.close();
  });
});
