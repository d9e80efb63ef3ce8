import { rm } from "node:fs/promises";
import { type AuthResult, ERRORS } from "@courtside/protocol";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, mustCall, uniquePhone, uniqueUsername } from "../support/accounts.js";
import { adminApi, dataDirWithSuperAdmin, openConsole } from "../support/admin.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { chatLog, say, signInApi } from "../support/chat.js";
import { registerViewer } from "../support/matches.js";
import { type E2eServer, startServer } from "../support/server.js";
import { ALL, LONG, PNG, SHORT, WatchedPages } from "../support/xss.js";

const ADMIN = { username: uniqueUsername("sec"), password: "goal2026", securityCode: "whistle-2026" };

let dataDir: string;
let server: E2eServer;
let browser: Browser;
let anchor: AuthResult;
let viewer: AuthResult;
let roomId: number;
/** Every page visited, with the dialogs it raised: none may have run a payload. */
let watched: WatchedPages;

/** A call that must succeed. */
const must = (path: string, body: unknown, token: string) => mustCall(server.url, path, body, token);

/** Uploads a small PNG the way the web client does and returns its address. */
async function upload(token: string): Promise<string> {
  const ticket = await must("/manage/ossFile/image/oss_upload", { fileName: "x.png", fileSize: PNG.length }, token);
  const { uploadUrl, url } = ticket as { uploadUrl: string; url: string };
  const put = await fetch(new URL(uploadUrl, server.url), {
    method: "PUT",
    headers: { "content-type": "application/octet-stream" },
    body: PNG,
  });
  // Read to the end, so the connection is idle and the server stops at once afterwards.
  await put.arrayBuffer();
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  return url;
}

const visit = (name: string, auth: AuthResult | undefined, path: string) => watched.open(name, auth, path);

beforeAll(async () => {
  // A super admin, made by the CLI before the server opens the database, reviews the application.
  dataDir = await dataDirWithSuperAdmin("courtside-e2e-xss-", ADMIN);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  watched = new WatchedPages(browser, server.url);

  // Every text a page shows that a user wrote, filled with the corpus through the API.
  anchor = await signInApi(server.url, "anchor01", "anchor123");
  roomId = anchor.userInfo.uid;
  const a = anchor.token;
  await must("/web_anchor/edit_user", { nickname: SHORT.breakOut, intro: `${LONG.script} ${LONG.img} ${LONG.svg}` }, a);
  await must(
    "/web_anchor/anchor_house_config_details_update",
    {
      roomName: SHORT.img,
      anchorTitle: `${SHORT.script} ${SHORT.js}`,
      intro: ALL,
      announcement: `${LONG.iframe} ${LONG.link} ${LONG.template}`,
    },
    a,
  );
  await must("/web_anchor/addImage", { url: await upload(a), description: SHORT.svg }, a);
  await must("/web_anchor/addNote", { content: ALL, images: [] }, a);
  await must(
    "/web_anchor/send_money_to_all",
    { type: 2, content: 1, count: 2, amount: 10, limitHours: 3, idempotencyKey: `xss-${Date.now()}` },
    a,
  );

  viewer = await registerViewer(server.url);
  await must("/web_anchor/edit_user", { nickname: SHORT.svg, intro: `${LONG.mxss} ${LONG.template}` }, viewer.token);
  await must("/chat/appUserFrequently/add", { text: LONG.img }, viewer.token);

  const applicant = await registerViewer(server.url);
  await must(
    "/web_anchor/anchor_apply_for",
    {
      realName: SHORT.img,
      areaCode: "86",
      contactPhone: uniquePhone(),
      sports: [1],
      introduction: ALL,
      sampleImages: [await upload(applicant.token)],
    },
    applicant.token,
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("user-written text is shown as text, never run", () => {
  it("refuses javascript: and foreign links where an address is expected", async () => {
    const avatar = await api(server.url, "/web_anchor/edit_user", { avatar: SHORT.js }, { token: anchor.token });
    expect(avatar.code).toBe(ERRORS.imageNotUploaded);
    const cover = await api(
      server.url,
      "/web_anchor/anchor_house_config_details_update",
      { cover: "javascript:window.__xss=1//.png" },
      { token: anchor.token },
    );
    expect(cover.code).toBe(ERRORS.imageNotUploaded);
  });

  it("in the live room: room texts, nicknames, chat, common phrases and red packets", async () => {
    const host = await visit("room (anchor)", anchor, `#/anchor/room/${roomId}`);
    await host.locator(".chat-composer").waitFor({ timeout: 30_000 });
    for (const text of Object.values(LONG)) await say(host, text);
    const page = await visit("room (viewer)", viewer, `#/anchor/room/${roomId}`);
    await page.locator(".chat-composer").waitFor({ timeout: 30_000 });
    await say(page, `${SHORT.breakOut} hello`);

    for (const text of [...Object.values(LONG), `${SHORT.breakOut} hello`]) {
      await chatLog(page).getByText(text, { exact: false }).first().waitFor();
    }
    await page.getByText(SHORT.img, { exact: false }).first().waitFor();
    await page.getByText(LONG.iframe, { exact: false }).first().waitFor();
    await page.getByTestId("red-packet").first().waitFor();
    await page.getByRole("button", { name: "Common phrases" }).click();
    await page.getByRole("button", { name: `Insert “${LONG.img}”` }).waitFor();
    await screenshot(page, "xss-room");
    await watched.expectInert(page);
    await watched.expectInert(host);
  });

  it("in the anchor space: updates, photo descriptions and the introduction", async () => {
    const page = await visit("anchor space", viewer, `#/anchor/space/${roomId}`);
    await page.getByRole("tab", { name: "Updates" }).click();
    await page.getByText(LONG.mxss, { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.getByRole("tab", { name: "Photo wall" }).click();
    await page.getByText(SHORT.svg, { exact: true }).first().waitFor();
    await page.getByRole("tab", { name: "Info" }).click();
    await page.getByText(LONG.script, { exact: false }).first().waitFor();
    await screenshot(page, "xss-anchor-space");
    await watched.expectInert(page);
  });

  it("in the anchor list, my follows, the anchor's fans, the profile form and the room settings", async () => {
    await must("/web_anchor/anchor_follow", { anchorId: roomId, flag: 1 }, viewer.token);
    const list = await visit("anchor list", viewer, "#/anchor/0");
    await list.getByTestId("anchor-card").filter({ hasText: SHORT.breakOut }).first().waitFor({ timeout: 30_000 });
    await watched.expectInert(list);

    const follows = await visit("my follows", viewer, "#/user/attention");
    await follows.getByText(SHORT.breakOut, { exact: false }).first().waitFor({ timeout: 30_000 });
    await watched.expectInert(follows);

    const fans = await visit("fans", anchor, "#/user/datas");
    await fans.getByRole("tab", { name: "Fans" }).click();
    await fans.getByText(SHORT.svg, { exact: false }).first().waitFor({ timeout: 30_000 });
    await watched.expectInert(fans);

    const profile = await visit("profile", viewer, "#/user/info/basic");
    await expect.poll(() => profile.getByLabel("Nickname").inputValue()).toBe(SHORT.svg);
    await watched.expectInert(profile);

    const settings = await visit("room settings", anchor, "#/user/configuration");
    await expect.poll(() => settings.getByLabel("Room name").inputValue()).toBe(SHORT.img);
    await watched.expectInert(settings);
  });

  it("in the super admin's review of an anchor application", async () => {
    const page = await visit("admin review", undefined, "#/admin");
    await openConsole(page, ADMIN);
    const card = page.locator(".admin-application").filter({ hasText: SHORT.img });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(LONG.css, { exact: false }).first().waitFor();
    await screenshot(page, "xss-admin-review");
    await watched.expectInert(page);
  });

  it("in a rich text a super admin saved: the agreement renders its markup, nothing of the corpus runs", async () => {
    const admin = await signInApi(server.url, ADMIN.username, ADMIN.password);
    const extra = [
      '<details open ontoggle="window.__xss=1">x</details>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<img src="javascript:window.__xss=1">',
      '<a href="&#106;avascript:window.__xss=1">entity</a>',
      '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
      '<form action="javascript:window.__xss=1"><button>go</button></form>',
    ];
    const html = `<h2>Readable heading</h2><p>A <strong>kept</strong> paragraph.</p>${ALL}${Object.values(SHORT).join("")}${extra.join("")}`;
    const saved = await adminApi(server.url, admin.token, ADMIN, "/admin/rich_text/save", {
      kind: "privacyAgreement",
      lang: "en",
      html,
    });
    expect(saved.success).toBe(true);
    const page = await visit("privacy agreement (rich text)", undefined, "#/user/contract/privacy");
    await page.getByRole("heading", { name: "Readable heading" }).waitFor({ timeout: 30_000 });
    expect(await page.locator(".rich-text strong").first().innerText()).toBe("kept");
    expect(await page.locator(".rich-text script, .rich-text iframe, .rich-text svg, .rich-text style").count()).toBe(
      0,
    );
    await screenshot(page, "xss-rich-text");
    await watched.expectInert(page);
  });

  it("left nothing running on any page visited", () => watched.expectAllInert());
});
