import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/accounts.js";
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

/** A picture drawn in the page, as PNG bytes for the file input. */
async function pictureBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 320;
    const context = canvas.getContext("2d");
    if (!context) return "";
    context.fillStyle = "#0b1530";
    context.fillRect(0, 0, 480, 320);
    context.fillStyle = "#f97316";
    context.beginPath();
    context.arc(240, 160, 90, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#fff";
    context.font = "bold 40px sans-serif";
    context.fillText("GOAL!", 180, 175);
    return canvas.toDataURL("image/png").split(",")[1] ?? "";
  });
  return Buffer.from(base64, "base64");
}

/** A one-second clip recorded from a canvas in the page, as WebM bytes. */
async function videoBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext("2d");
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        if (context) {
          context.fillStyle = "#14214a";
          context.fillRect(0, 0, 320, 180);
          context.fillStyle = "#f97316";
          context.fillRect((t / 4) % 320, 60, 60, 60);
        }
        if (t < 1200) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** Whether the page scrolls sideways (it must not at 390 px). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

const thread = (page: Page) => page.getByRole("log");

describe("private messaging", () => {
  it("lets two new users become friends by ID and chat with text, a picture and a phrase, with receipts, recall, search and forward", async () => {
    const ann = await newViewer(browser, server.url);
    const bo = await newViewer(browser, server.url, "zh");
    const cy = await newViewer(browser, server.url);
    const annPage = await ann.context.newPage();
    const boPage = await bo.context.newPage();
    try {
      await flow(ann, bo, cy, annPage, boPage);
    } catch (error) {
      // What each person saw when it went wrong.
      await screenshot(annPage, "im-failure-ann").catch(() => undefined);
      await screenshot(boPage, "im-failure-bo").catch(() => undefined);
      throw error;
    } finally {
      await Promise.all([ann.context.close(), bo.context.close(), cy.context.close()]);
    }
    // A long flow through three people's screens on a small machine.
  }, 300_000);
});

/** A call that must succeed, with its data. */
async function call(path: string, body: unknown, token: string): Promise<unknown> {
  const answer = await api(server.url, path, body, { token });
  if (answer.code !== 0) throw new Error(`${path} failed: ${answer.msg}`);
  return answer.data;
}

describe("a long conversation", () => {
  it("keeps the reading position while older messages load, opens a merged forward and sends a video", async () => {
    const ann = await newViewer(browser, server.url);
    const bo = await newViewer(browser, server.url);
    await befriend(server.url, ann.auth, bo.auth);
    const conversation = (await call("/chat/conversation/open", { userId: bo.auth.userInfo.uid }, ann.auth.token)) as {
      id: number;
    };
    for (let n = 1; n <= 70; n++) {
      await call(
        "/chat/message/send",
        { conversationId: conversation.id, clientMsgId: `long-${n}`, type: 101, content: { text: `Line ${n}` } },
        ann.auth.token,
      );
    }
    const lines = (await call(
      "/chat/message/before",
      { conversationId: conversation.id, limit: 2 },
      ann.auth.token,
    )) as {
      messages: { seq: number }[];
    };
    await call(
      "/chat/message/forward",
      {
        clientMsgId: "merged-1",
        conversationId: conversation.id,
        seqs: lines.messages.map((message) => message.seq),
        conversationIds: [conversation.id],
        merged: true,
      },
      ann.auth.token,
    );

    const page = await bo.context.newPage();
    try {
      await page.goto(`${server.url}/#/chat/message?c=${conversation.id}`);
      await thread(page).getByText("Line 70", { exact: true }).waitFor();
      // The merged forward opens with the messages it carries.
      await thread(page)
        .getByRole("button", { name: /Line 69/ })
        .click();
      const merged = page.getByRole("dialog", { name: "Chat history" });
      await merged.getByText("Line 70", { exact: true }).waitFor();
      // Let the dialog finish fading in before the picture.
      await page.waitForTimeout(500);
      await settle(page);
      await screenshot(page, "im-merged-en");
      expect(await seriousViolations(page)).toEqual([]);
      await merged.getByRole("button", { name: "Close" }).click();

      // A long thread scrolls inside its box; the page itself does not grow with it.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1600);
      // Read on screen: the header counts only the friend request's system message now.
      await page.getByRole("link", { name: "Messages, 1 unread" }).waitFor();

      // Scrolling to the top brings older lines above, and what was on top stays where it was.
      const firstSeq = Number(await thread(page).locator(".im-row").first().getAttribute("data-seq"));
      const anchor = thread(page).locator(`.im-row[data-seq="${firstSeq}"]`);
      await thread(page).evaluate((element) => element.scrollTo(0, 0));
      const before = await anchor.boundingBox();
      await thread(page)
        .locator(`.im-row[data-seq="${firstSeq - 1}"]`)
        .waitFor();
      await settle(page);
      const after = await anchor.boundingBox();
      expect(await thread(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(60);

      // A short clip recorded in the page goes out as a video with its poster and length.
      const clip = await videoBytes(page);
      await page
        .locator('input[type="file"][accept*=".webm"]')
        .setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: clip });
      await thread(page).locator("video[poster]").waitFor();
      // Stored: the bubble leaves "Sending…" for the peer's read state.
      await thread(page).locator(".im-row--mine").last().getByText("Unread", { exact: true }).waitFor();
      await thread(page)
        .getByText(/^[12] s$/)
        .waitFor();
      await settle(page);
      await screenshot(page, "im-video-en");
    } catch (error) {
      await screenshot(page, "im-failure-long").catch(() => undefined);
      throw error;
    } finally {
      await Promise.all([ann.context.close(), bo.context.close()]);
    }
  }, 120_000);
});

type Viewer = Awaited<ReturnType<typeof newViewer>>;

async function flow(ann: Viewer, bo: Viewer, cy: Viewer, annPage: Page, boPage: Page) {
  {
    // Ann finds Bo by ID and asks to be friends.
    await annPage.goto(`${server.url}/#/chat/address-book`);
    await annPage.getByRole("button", { name: "Add friend" }).first().click();
    const addDialog = annPage.getByRole("dialog", { name: "Add friend" });
    await addDialog.getByLabel("Their user ID").fill(String(bo.auth.userInfo.uid));
    await addDialog.getByRole("button", { name: "Find" }).click();
    await addDialog.getByRole("button", { name: new RegExp(bo.nickname) }).click();
    const card = annPage.getByRole("dialog", { name: "Contact card" });
    await card.getByRole("textbox", { name: "Note to send with the request" }).fill("Ann from the derby chat");
    await card.getByRole("button", { name: "Add friend" }).click();
    await card.getByText("Friend request sent").waitFor();
    await screenshot(annPage, "im-add-friend-en");
    expect(await seriousViolations(annPage)).toEqual([]);
    await card.getByRole("button", { name: "Close" }).click();
    await addDialog.getByRole("button", { name: "Close" }).click();
    await addDialog.waitFor({ state: "hidden" });

    // Bo (in Chinese) sees the request under "new friends" and accepts it.
    await boPage.goto(`${server.url}/#/chat/address-book?tab=new`);
    await boPage.getByText("Ann from the derby chat").waitFor();
    await boPage.getByRole("button", { name: `同意 ${ann.nickname} 的好友申请` }).click();
    await boPage.getByText("已同意").waitFor();
    await boPage.getByRole("tab", { name: "好友", exact: true }).click();
    await boPage.getByRole("button", { name: new RegExp(ann.nickname) }).waitFor();
    await screenshot(boPage, "im-friends-zh");
    expect(await seriousViolations(boPage)).toEqual([]);

    // Ann's friends list has Bo, online; "send message" opens the chat.
    await annPage.getByRole("tab", { name: "Friends", exact: true }).click();
    await annPage.getByRole("button", { name: new RegExp(`${bo.nickname}.*Online now`) }).click();
    await annPage.getByRole("dialog", { name: "Contact card" }).getByRole("button", { name: "Send message" }).click();
    await annPage.getByRole("textbox", { name: "Message" }).waitFor();

    // Text.
    await annPage.getByRole("textbox", { name: "Message" }).fill("Hello Bo, ready for the derby tonight?");
    await annPage.getByRole("textbox", { name: "Message" }).press("Enter");
    await thread(annPage).getByText("Hello Bo, ready for the derby tonight?").waitFor();

    // Bo sees the unread conversation in the header and the list, opens it; Ann's message turns "Read".
    await boPage.goto(`${server.url}/#/chat/message`);
    // The header counts every unread message (the friend request's system message too).
    await boPage.getByRole("link", { name: /^消息，\d+ 条未读$/ }).waitFor();
    await boPage.getByRole("link", { name: new RegExp(`${ann.nickname}.*1 条未读`) }).click();
    await thread(boPage).getByText("Hello Bo, ready for the derby tonight?").waitFor();
    await thread(annPage).getByText("Read", { exact: true }).waitFor();

    // Bo answers while Ann reads: it is read at once on Ann's side.
    await boPage.getByRole("textbox", { name: "消息" }).fill("当然！今晚的比赛一定很精彩");
    await boPage.getByRole("textbox", { name: "消息" }).press("Enter");
    await thread(annPage).getByText("当然！今晚的比赛一定很精彩").waitFor();
    await thread(boPage).getByText("已读", { exact: true }).waitFor();

    // A picture, with its upload.
    const picture = await pictureBytes(annPage);
    await annPage
      .locator('input[type="file"][accept^="image"]')
      .setInputFiles({ name: "goal.png", mimeType: "image/png", buffer: picture });
    await thread(boPage).locator("img.ant-image-img").first().waitFor();
    await thread(annPage).locator("img.ant-image-img").first().waitFor();

    // A common phrase.
    await annPage.getByRole("button", { name: "Common phrases" }).click();
    await annPage.getByRole("button", { name: "Manage" }).click();
    const phrases = annPage.getByRole("dialog", { name: "Manage common phrases" });
    // The dialog opens as the phrases' popover closes: both animations end before anything is clicked.
    await phrases.waitFor();
    await settle(annPage);
    await phrases.getByRole("textbox", { name: "New phrase" }).fill("See you at kick-off!");
    await phrases.getByRole("button", { name: "Add" }).click();
    await phrases.getByText("See you at kick-off!").waitFor();
    await annPage.keyboard.press("Escape");
    await phrases.waitFor({ state: "hidden" });
    await annPage.getByRole("button", { name: "Common phrases" }).click();
    await annPage.getByRole("button", { name: "Insert “See you at kick-off!”" }).click();
    await annPage.getByRole("textbox", { name: "Message" }).press("Enter");
    await thread(boPage).getByText("See you at kick-off!").waitFor();

    // Recall: gone on both sides.
    await annPage.getByRole("textbox", { name: "Message" }).fill("oops, wrong chat");
    await annPage.getByRole("textbox", { name: "Message" }).press("Enter");
    await thread(boPage).getByText("oops, wrong chat").waitFor();
    await thread(annPage)
      .locator(".im-row")
      .filter({ hasText: "oops, wrong chat" })
      .getByRole("button", { name: "Message actions" })
      .click();
    await annPage.getByRole("menuitem", { name: "Recall" }).click();
    await thread(annPage).getByText("You recalled a message").waitFor();
    await thread(boPage).getByText(`${ann.nickname} 撤回了一条消息`).waitFor();
    expect(await thread(boPage).getByText("oops, wrong chat").count()).toBe(0);

    await settle(annPage);
    await screenshot(annPage, "im-chat-en");
    await screenshot(boPage, "im-chat-zh");
    expect(await seriousViolations(annPage)).toEqual([]);
    expect(await seriousViolations(boPage)).toEqual([]);

    // Search finds a word and jumps to it.
    await annPage.getByRole("button", { name: "Search this chat" }).click();
    const search = annPage.getByRole("dialog", { name: "Search this chat" });
    await search.getByLabel("Words to find").fill("derby");
    await search.getByRole("button", { name: "Search" }).click();
    await search.locator("mark", { hasText: /derby/i }).first().waitFor();
    await screenshot(annPage, "im-search-en");
    expect(await seriousViolations(annPage)).toEqual([]);
    await search.getByRole("button", { name: /derby/ }).first().click();
    await thread(annPage).locator(".im-row.is-highlighted").filter({ hasText: "derby" }).waitFor();

    // Forward Bo's message to two chats: Bo's own and Cy (a friend without a chat yet).
    await befriend(server.url, ann.auth, cy.auth);
    await thread(annPage)
      .locator(".im-row")
      .filter({ hasText: "当然！今晚的比赛一定很精彩" })
      .getByRole("button", { name: "Message actions" })
      .click();
    await annPage.getByRole("menuitem", { name: "Forward" }).click();
    const forward = annPage.getByRole("dialog", { name: "Forward to" });
    await forward.getByRole("checkbox", { name: bo.nickname }).check();
    await forward.getByRole("checkbox", { name: cy.nickname }).check();
    await forward.getByText("2 / 50 chats chosen").waitFor();
    await screenshot(annPage, "im-forward-en");
    expect(await seriousViolations(annPage)).toEqual([]);
    await forward.getByRole("button", { name: "Send (2)" }).click();
    await annPage.getByText("Forwarded to 2 chats").waitFor();
    await expect.poll(() => thread(boPage).getByText("当然！今晚的比赛一定很精彩").count()).toBe(2);
    const cyPage = await cy.context.newPage();
    await cyPage.goto(`${server.url}/#/chat/message`);
    await cyPage.getByRole("link", { name: new RegExp(ann.nickname) }).click();
    await thread(cyPage).getByText("当然！今晚的比赛一定很精彩").waitFor();

    // The more page: settings, phrases and my QR card.
    await annPage.goto(`${server.url}/#/chat/more`);
    await annPage.getByRole("img", { name: `QR code of ${ann.nickname}'s card` }).waitFor();
    await annPage.getByRole("switch", { name: "New message sound" }).waitFor();
    expect(await annPage.getByRole("switch", { name: "New message sound" }).isChecked()).toBe(true);
    expect(await annPage.getByRole("switch", { name: "New message notifications" }).isChecked()).toBe(false);
    // Common phrases sort by drag and drop too.
    await annPage.getByRole("button", { name: "Manage" }).click();
    const manager = annPage.getByRole("dialog", { name: "Manage common phrases" });
    await manager.getByRole("textbox", { name: "New phrase" }).fill("Good game!");
    await manager.getByRole("button", { name: "Add" }).click();
    await manager.getByText("Good game!").waitFor();
    await manager.locator(".phrase-row").nth(1).dragTo(manager.locator(".phrase-row").nth(0));
    await expect
      .poll(() => manager.locator(".phrase-row__text").allInnerTexts())
      .toEqual(["Good game!", "See you at kick-off!"]);
    await manager.getByRole("button", { name: "Close" }).click();
    await manager.waitFor({ state: "hidden" });
    await annPage.locator(".im-more__phrases li").first().getByText("Good game!").waitFor();
    await screenshot(annPage, "im-more-en");
    expect(await seriousViolations(annPage)).toEqual([]);

    // A phone: one pane at a time, no sideways scrolling.
    await boPage.setViewportSize({ width: 390, height: 844 });
    await boPage.goto(`${server.url}/#/chat/message`);
    await boPage.getByRole("link", { name: new RegExp(ann.nickname) }).waitFor();
    expect(await sideways(boPage)).toBe(false);
    await screenshot(boPage, "im-list-390-zh");
    await boPage.getByRole("link", { name: new RegExp(ann.nickname) }).click();
    await thread(boPage).getByText("See you at kick-off!").waitFor();
    expect(await sideways(boPage)).toBe(false);
    await settle(boPage);
    await screenshot(boPage, "im-thread-390-zh");
    expect(await seriousViolations(boPage)).toEqual([]);
    await boPage.getByRole("button", { name: "返回会话列表" }).click();
    await boPage.getByRole("link", { name: new RegExp(ann.nickname) }).waitFor();
    for (const path of ["address-book", "more"]) {
      await boPage.goto(`${server.url}/#/chat/${path}`);
      await boPage.locator("h1").waitFor();
      await settle(boPage);
      expect(await sideways(boPage)).toBe(false);
      await screenshot(boPage, `im-${path}-390-zh`);
    }
  }
}
