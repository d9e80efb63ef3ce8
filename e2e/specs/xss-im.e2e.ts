import { rm } from "node:fs/promises";
import { type AuthResult, ERRORS } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mustCall, uniqueUsername } from "../support/accounts.js";
import { adminApi, dataDirWithSuperAdmin, openConsole } from "../support/admin.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { befriend, chatLog, signInApi } from "../support/chat.js";
import { registerViewer } from "../support/matches.js";
import { type E2eServer, startServer } from "../support/server.js";
import { ALL, LONG, SHORT, traces, WatchedPages } from "../support/xss.js";

/**
 * The corpus of support/xss.ts through the texts of private and group chat, friends, notices,
 * the search and the super admin's console. Nicknames, remarks and group nicknames hold at most
 * 20 characters, so they carry the short payloads that fit (`svg`, `breakOut`, `quote`, `js`).
 */

/** An address the footer's pattern accepts (no spaces, one @), that breaks out of an attribute. */
const EMAIL = `${SHORT.breakOut}@courtside.example`;
const ADMIN = { username: uniqueUsername("xim"), password: "goal2026", securityCode: "whistle-2026" };

let dataDir: string;
let server: E2eServer;
let browser: Browser;
let watched: WatchedPages;
/** Ann and Bo are friends; Cy starts a stranger to both. Each is named with a payload. */
let ann: AuthResult;
let bo: AuthResult;
let cy: AuthResult;
let adminToken: string;

const must = (path: string, body: unknown, token: string) => mustCall(server.url, path, body, token);
const visit = (name: string, auth: AuthResult | undefined, path: string) => watched.open(name, auth, path);
const admin = (path: string, body: unknown) => adminApi(server.url, adminToken, ADMIN, path, body);

/** A new viewer whose nickname is `nickname`. */
async function viewerNamed(nickname: string): Promise<AuthResult> {
  const auth = await registerViewer(server.url);
  await must("/web_anchor/edit_user", { nickname }, auth.token);
  return { ...auth, userInfo: { ...auth.userInfo, nickname } };
}

/** Sends a text message to a private or group conversation. */
async function sendText(auth: AuthResult, conversationId: number, text: string): Promise<void> {
  const clientMsgId = `xss-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await must("/chat/message/send", { conversationId, clientMsgId, type: 101, content: { text } }, auth.token);
}

/** The search page's own box (the header has one too). */
const searchBox = (page: Page) => page.locator(".search-box input");

/** The conversation list's item that shows `text`. */
const conversationItem = (page: Page, text: string) => page.locator(".im-conv").filter({ hasText: text }).first();

beforeAll(async () => {
  dataDir = await dataDirWithSuperAdmin("courtside-e2e-xss-im-", ADMIN);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  watched = new WatchedPages(browser, server.url);
  ann = await viewerNamed(SHORT.svg);
  bo = await viewerNamed(SHORT.breakOut);
  cy = await viewerNamed(SHORT.js);
  await befriend(server.url, ann, bo);
  adminToken = (await signInApi(server.url, ADMIN.username, ADMIN.password)).token;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("chat, friends, notices, search and the console show user-written text as text", () => {
  it("in private messages, a merged forward, the chat search and the conversation list", async () => {
    const { id } = (await must("/chat/conversation/open", { userId: bo.userInfo.uid }, ann.token)) as { id: number };
    const texts = [...Object.values(LONG), ...Object.values(SHORT)];
    for (const text of texts) await sendText(ann, id, text);
    const recent = (await must("/chat/message/before", { conversationId: id, limit: 3 }, ann.token)) as {
      messages: { seq: number }[];
    };
    const seqs = recent.messages.map((message) => message.seq);
    await must(
      "/chat/message/forward",
      { clientMsgId: "xss-merged", conversationId: id, seqs, conversationIds: [id], merged: true, title: LONG.iframe },
      ann.token,
    );
    // The last message is what the conversation list previews.
    await sendText(ann, id, LONG.mxss);

    const page = await visit("private chat (recipient)", bo, "#/chat/message");
    const item = conversationItem(page, SHORT.svg);
    await item.waitFor({ timeout: 30_000 });
    await item.getByText(LONG.mxss, { exact: true }).waitFor();
    await item.click();
    for (const text of texts) await chatLog(page).getByText(text, { exact: true }).first().waitFor();
    await screenshot(page, "xss-im-thread");
    await watched.expectInert(page);

    // The merged forward: its title heads the dialog, its lines are the corpus.
    await chatLog(page).locator(".im-body__merged").first().click();
    const merged = page.getByRole("dialog", { name: LONG.iframe });
    await merged.getByText(SHORT.script, { exact: false }).first().waitFor();
    await watched.expectInert(page);
    await page.keyboard.press("Escape");
    await merged.waitFor({ state: "hidden" });

    // The chat search marks the words it found inside the payloads.
    await page.getByRole("button", { name: "Search this chat" }).click();
    const search = page.getByRole("dialog", { name: "Search this chat" });
    await search.getByLabel("Words to find").fill("onerror");
    await search.getByRole("button", { name: "Search" }).click();
    await search.locator("mark", { hasText: "onerror" }).first().waitFor();
    await screenshot(page, "xss-im-search");
    await watched.expectInert(page);
  });

  it("in a group: its name, announcement, member nicknames, a join request's reason and the invite page", async () => {
    const created = (await must(
      "/chat/group/create",
      { name: SHORT.breakOut, memberIds: [bo.userInfo.uid] },
      ann.token,
    )) as { group: { group: { id: number } } };
    const groupId = created.group.group.id;
    // Renamed and announced: both are told in the thread too.
    await must("/chat/group/set/info", { groupId, name: SHORT.img, announcement: ALL }, ann.token);
    await must("/chat/group/set/info", { groupId, nickname: SHORT.quote }, bo.token);
    await sendText(bo, groupId, LONG.svg);
    const link = (await must("/chat/group/generation/url", { groupId }, ann.token)) as { code: string };
    await must("/chat/group/join", { code: link.code, reason: LONG.css }, cy.token);

    // Cy, waiting for review, sees the group's card on the invite page.
    const invite = await visit("group invite page", cy, `#/chat/join/${link.code}`);
    await invite.getByText(SHORT.img, { exact: true }).first().waitFor({ timeout: 30_000 });
    await invite.getByText("Your request is waiting for review.").waitFor();
    await watched.expectInert(invite);

    // Bo, a member: the list, the thread and the announcement as text.
    const member = await visit("group (member)", bo, "#/chat/message");
    await conversationItem(member, SHORT.img).click({ timeout: 30_000 });
    await chatLog(member).getByText(LONG.svg, { exact: true }).waitFor();
    await chatLog(member).getByText(`renamed the group to “${SHORT.img}”`, { exact: false }).waitFor();
    await chatLog(member).getByText(`updated the announcement: ${LONG.script}`, { exact: false }).waitFor();
    await member.getByRole("button", { name: /Group settings/ }).click();
    const drawer = member.locator(".group-drawer");
    await drawer.locator(".group-announcement").getByText(LONG.script, { exact: false }).waitFor();
    expect(await drawer.locator(".group-announcement").innerText()).toBe(ALL);
    await screenshot(member, "xss-im-group-announcement");
    await watched.expectInert(member);

    // Ann, the owner: the announcement in its editor, the members and the join request.
    const owner = await visit("group (owner)", ann, `#/chat/message?c=${groupId}`);
    await owner.getByRole("button", { name: /Group settings/ }).click({ timeout: 30_000 });
    const settings = owner.locator(".group-drawer");
    await expect.poll(() => settings.getByLabel("Announcement").inputValue()).toBe(ALL);
    await settings.getByRole("tab", { name: "Members" }).click();
    // Each name is followed by its role's tag: the owner Ann by her nickname, Bo by his group nickname.
    await expect
      .poll(async () => (await settings.locator(".group-list__name").allInnerTexts()).map((name) => name.split(" ")[0]))
      .toEqual([SHORT.svg, SHORT.quote]);
    await watched.expectInert(owner);
    await settings.getByRole("tab", { name: /Requests/ }).click();
    await settings.getByText(`Reason: ${LONG.css}`).waitFor();
    await settings.getByText(SHORT.js, { exact: true }).first().waitFor();
    await screenshot(owner, "xss-im-group-requests");
    await watched.expectInert(owner);
  });

  it("in friend requests, remarks, the contact card and the system messages", async () => {
    const note = `${LONG.img} ${LONG.svg}`;
    await must("/chat/applyFriend", { userId: ann.userInfo.uid, note, source: 1 }, cy.token);
    await must("/chat/friend/remark", { userId: bo.userInfo.uid, remark: SHORT.quote }, ann.token);

    const page = await visit("address book", ann, "#/chat/address-book?tab=new");
    const request = page.locator(".im-application").filter({ hasText: note });
    await request.getByText(SHORT.js, { exact: true }).waitFor({ timeout: 30_000 });
    await screenshot(page, "xss-im-friend-request");
    await watched.expectInert(page);
    await request.getByRole("button", { name: `Accept friend request from ${SHORT.js}` }).click();
    await request.getByText("Accepted", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Friends", exact: true }).click();
    await page.locator(".im-person").filter({ hasText: SHORT.quote }).click();
    const card = page.getByRole("dialog", { name: "Contact card" });
    await card.getByText(`Nickname: ${SHORT.breakOut}`).waitFor();
    await expect.poll(() => card.getByLabel("Remark (a name only you see)").inputValue()).toBe(SHORT.quote);
    await screenshot(page, "xss-im-contact-card");
    await watched.expectInert(page);

    const system = await visit("system messages (request)", ann, "#/chat/message?system=1");
    await system.getByText(`${SHORT.js} wants to be your friend`).first().waitFor({ timeout: 30_000 });
    await system.getByText(note, { exact: true }).first().waitFor();
    await watched.expectInert(system);
    const answered = await visit("system messages (accepted)", cy, "#/chat/message?system=1");
    await answered.getByText(`${SHORT.svg} accepted your friend request`).first().waitFor({ timeout: 30_000 });
    await watched.expectInert(answered);
  });

  it("in a super admin's notice: the toast, the notification centre and its link", async () => {
    // Only web links leave the app: a javascript: link or picture is refused.
    for (const refused of [
      { webActionContent: "javascript:window.__xss=1" },
      { imgUrl: "javascript:window.__xss=1" },
    ]) {
      const answer = await admin("/admin/notices", {
        userId: bo.userInfo.uid,
        title: "refused",
        webActionType: 3,
        webActionContent: "https://courtside.example/",
        ...refused,
      });
      expect(answer.code).toBe(ERRORS.noticeActionInvalid);
    }

    const page = await visit("notification centre", bo, "#/search");
    await page.locator("button.notify-bell").waitFor({ timeout: 30_000 });
    const context = page.context();
    await context.route(
      (url) => url.pathname === "/xss-landing",
      (route) => route.fulfill({ contentType: "text/html", body: "<p>landed</p>" }),
    );
    const body = `${LONG.script} ${LONG.iframe} ${LONG.link} ${LONG.template}`;
    const link = `${server.url}/xss-landing?q=${SHORT.breakOut}`;
    const sent = await admin("/admin/notices", {
      userId: bo.userInfo.uid,
      title: LONG.img,
      body,
      webActionType: 3,
      webActionContent: link,
      // A path of the site is a picture the server accepts; only browser pushes show it.
      imgUrl: '/"><img src=x onerror=__x=1>',
    });
    expect(sent).toMatchObject({ success: true });

    await page.locator(".notify-toast").filter({ hasText: LONG.img }).getByText(body).waitFor({ timeout: 30_000 });
    await screenshot(page, "xss-im-notice-toast");
    await watched.expectInert(page);
    await page.locator("button.notify-bell").click();
    const centre = page.getByRole("dialog", { name: "Notifications" });
    const notice = centre.getByText(LONG.img, { exact: true }).first();
    await notice.waitFor();
    await centre.getByText(body, { exact: true }).first().waitFor();
    await screenshot(page, "xss-im-notice-centre");
    await watched.expectInert(page);
    // A click opens the notice's web address in a new tab, nothing else.
    const [opened] = await Promise.all([context.waitForEvent("page"), notice.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe("/xss-landing");
    expect(await traces(opened)).toEqual([]);
    await watched.expectInert(page);
  });

  it("in the search: an anchor's nickname and room found by a hostile query, and a query that finds nothing", async () => {
    const anchor = await signInApi(server.url, "anchor02", "anchor123");
    await must("/web_anchor/edit_user", { nickname: SHORT.breakOut }, anchor.token);
    await must(
      "/web_anchor/anchor_house_config_details_update",
      // Without a title, the card shows the room's name.
      { roomName: SHORT.img, anchorTitle: "" },
      anchor.token,
    );

    for (const q of [SHORT.img, SHORT.breakOut]) {
      const page = await visit(`search ${q}`, cy, `#/search?q=${encodeURIComponent(q)}`);
      const card = page.getByTestId("anchor-card").filter({ hasText: SHORT.breakOut });
      await card.getByText(SHORT.img, { exact: true }).waitFor({ timeout: 30_000 });
      expect(await searchBox(page).inputValue()).toBe(q);
      await watched.expectInert(page);
      if (q === SHORT.img) await screenshot(page, "xss-im-search-results");
    }
    const none = await visit("search without results", undefined, `#/search?q=${encodeURIComponent(LONG.svg)}`);
    await none.getByText("Nothing found. Try another word or part of a name.").waitFor({ timeout: 30_000 });
    expect(await searchBox(none).inputValue()).toBe(LONG.svg);
    await watched.expectInert(none);
  });

  it("in the console's users, audit log, banners and notices, and the banners and footer in a room", async () => {
    const dee = await viewerNamed(SHORT.breakOut);
    const silenced = await admin("/admin/users/speech_ban", {
      userId: dee.userInfo.uid,
      minutes: 60,
      reason: LONG.mxss,
    });
    expect(silenced).toMatchObject({ success: true });
    const banner = {
      id: "xss-adv",
      text: LONG.svg,
      placement: "adv",
      image: null,
      // A link holds no spaces: the payloads without one.
      link: `#/${SHORT.breakOut}`,
      roomIds: [],
      startAt: null,
      endAt: null,
      visible: true,
    };
    // A banner's link is a web address or a page of the site; its picture one the admin uploaded.
    expect(
      (await admin("/admin/config/set", { banners: [{ ...banner, link: "javascript:window.__xss=1" }] })).code,
    ).toBe(ERRORS.validation);
    expect(
      (await admin("/admin/config/set", { banners: [{ ...banner, image: "javascript:window.__xss=1" }] })).code,
    ).toBe(ERRORS.imageNotUploaded);
    const saved = await admin("/admin/config/set", {
      banners: [
        banner,
        {
          ...banner,
          id: "xss-chat",
          text: LONG.img,
          placement: "chat",
          link: `https://courtside.example/${SHORT.breakOut}`,
        },
      ],
      footer: {
        email: EMAIL,
        notice: { nameEn: `${LONG.css} ${LONG.template}` },
        links: [{ names: { nameEn: SHORT.breakOut }, url: `#/${SHORT.quote}` }],
      },
    });
    expect(saved).toMatchObject({ success: true });

    const page = await visit("admin console", undefined, "#/admin");
    await openConsole(page, ADMIN);
    await page.getByRole("tab", { name: "Users" }).click();
    const searchUsers = page.getByRole("searchbox", { name: "Search users" });
    await searchUsers.fill(dee.userInfo.username);
    await searchUsers.press("Enter");
    const row = page.getByRole("row").filter({ hasText: dee.userInfo.username });
    await row.getByText(SHORT.breakOut, { exact: true }).waitFor();
    await row.getByRole("button", { name: "Let speak" }).click();
    await page.locator(".ant-modal-confirm-title").getByText(`Let ${SHORT.breakOut} speak again?`).waitFor();
    await screenshot(page, "xss-im-console-users");
    await watched.expectInert(page);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByText(`reason: ${LONG.mxss}`, { exact: false }).first().waitFor();
    await watched.expectInert(page);

    await page.getByRole("tab", { name: "Configuration" }).click();
    const first = page.getByRole("group", { name: "Banner 1" });
    await expect.poll(() => first.getByLabel("Text").inputValue()).toBe(LONG.svg);
    expect(await page.getByLabel("Contact address").inputValue()).toBe(EMAIL);
    await watched.expectInert(page);

    // A notice written in the console reaches Bo's open page as text.
    const recipient = await visit("notice from the console", bo, "#/search");
    await recipient.locator("button.notify-bell").waitFor({ timeout: 30_000 });
    await page.getByRole("tab", { name: "Notices" }).click();
    await page.getByRole("radio", { name: "One user" }).check();
    await page.getByLabel("User id").fill(String(bo.userInfo.uid));
    await page.getByLabel("Title").fill(LONG.svg);
    await page.getByLabel("Text", { exact: true }).fill(`${LONG.template} ${LONG.mxss}`);
    await page.getByLabel("A click opens").click();
    await page.locator(".ant-select-item-option", { hasText: "A web link" }).click();
    await page.getByLabel("Web address").fill(`https://courtside.example/${SHORT.breakOut}`);
    await page.getByRole("button", { name: "Send the notice" }).click();
    await page.locator(".ant-message").getByText("Sent to 1 person.").waitFor();
    await watched.expectInert(page);
    await recipient.locator(".notify-toast").filter({ hasText: LONG.svg }).waitFor({ timeout: 30_000 });
    await watched.expectInert(recipient);

    // The banners over and in a room's chat, and the footer.
    const roomId = (await signInApi(server.url, "anchor01", "anchor123")).userInfo.uid;
    const room = await visit("room banners and footer", undefined, `#/anchor/room/${roomId}`);
    await room.getByRole("complementary", { name: "Sponsored" }).getByText(LONG.svg).waitFor({ timeout: 30_000 });
    await room.getByRole("note", { name: "Pinned in the chat" }).getByText(LONG.img).waitFor();
    const footer = room.getByRole("contentinfo");
    await footer.getByText(`${LONG.css} ${LONG.template}`).waitFor();
    // Each address stays whole inside its attribute.
    const footerLink = footer.getByRole("link", { name: SHORT.breakOut, exact: true });
    expect(await footerLink.getAttribute("href")).toBe(`#/${SHORT.quote}`);
    expect(await footer.getByRole("link", { name: EMAIL, exact: true }).getAttribute("href")).toBe(`mailto:${EMAIL}`);
    await screenshot(room, "xss-im-room-banners");
    await watched.expectInert(room);
  });

  it("left nothing running on any page visited", () => watched.expectAllInert());
});
