import { type AuthResult, envelope, STAGE_SEATED, stageViewSchema } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/accounts.js";
import { newVisitor, screenshot, seriousViolations, settle } from "../support/browser.js";
import { contextFor, newViewer, openRoom } from "../support/chat.js";
import { registerViewer } from "../support/matches.js";
import type { E2eServer } from "../support/server.js";
import { receiving, type StageSpec, showingVideo, startStageSpec, stopStageSpec, tile } from "../support/stage.js";

const LONG = 240_000;

let server: E2eServer;
let browser: Browser;
let anchor: AuthResult;
let roomId: number;
let anchorPage: Page;
let ann: Awaited<ReturnType<typeof newViewer>>;
let bo: Awaited<ReturnType<typeof newViewer>>;
let boPage: Page;

let spec: StageSpec | undefined;

beforeAll(async () => {
  spec = await startStageSpec();
  ({ server, browser, anchor, roomId } = spec);
}, LONG);
afterAll(() => stopStageSpec(spec ?? {}));

/** How many media sessions the page has asked for (every `join` frame it sent). */
const joins = new WeakMap<Page, number>();
function countJoins(page: Page) {
  if (joins.has(page)) return;
  joins.set(page, 0);
  page.on("websocket", (socket) =>
    socket.on("framesent", (frame) => {
      if (String(frame.payload).includes('"op":"join"')) joins.set(page, (joins.get(page) ?? 0) + 1);
    }),
  );
}
const sessionCount = async (page: Page) => joins.get(page) ?? 0;

/** The anchor's mic-connection list, opened. */
async function micList(page: Page) {
  const drawer = page.locator(".stage-list");
  if (!(await drawer.isVisible())) await page.getByRole("button", { name: "Mic-connection list" }).click();
  await drawer.getByRole("heading", { name: /^On stage \d+\/10$/ }).waitFor();
  return drawer;
}

const seatRow = (drawer: ReturnType<Page["locator"]>, userId: number) =>
  drawer.locator(`.stage-seat[data-user="${userId}"]`).first();

async function closeDrawer(page: Page) {
  await page.locator(".stage-list").getByRole("button", { name: "Close" }).click();
  await settle(page);
}

/** A guest brought on through the API: applied and accepted, not connected. */
async function seatedByApi() {
  const guest = await registerViewer(server.url);
  await api(server.url, "/stage/apply", { roomId }, { token: guest.token });
  const answer = await api(
    server.url,
    "/stage/review",
    { roomId, userId: guest.userInfo.uid, accept: true },
    {
      token: anchor.token,
    },
  );
  expect(answer.success).toBe(true);
  return guest;
}

const stageView = envelope(stageViewSchema);

/** Guests holding a seat now, as the stage counts them against its 10 (STAGE_SEATED). */
async function seatedNow(): Promise<number> {
  const view = stageView.parse(await (await fetch(`${server.url}/web/stage/${roomId}`)).json());
  return view.data.state.seats.filter((seat) => STAGE_SEATED.includes(seat.state)).length;
}

describe("mic connection", () => {
  it(
    "brings two guests on stage with the anchor: each receives the others, and a viewer and the OBS page receive all three",
    async () => {
      anchorPage = await openRoom(await contextFor(browser, anchor), server.url, roomId);
      await anchorPage.getByRole("button", { name: "Start mic connection" }).click();
      await tile(anchorPage, roomId).waitFor();

      ann = await newViewer(browser, server.url);
      bo = await newViewer(browser, server.url, "zh");
      ann.context.on("page", countJoins);
      const annPage = await openRoom(ann.context, server.url, roomId);
      boPage = await openRoom(bo.context, server.url, roomId);
      // Both see the anchor on stage before applying.
      await receiving(annPage, [roomId]);
      await annPage.getByRole("button", { name: "Apply for mic" }).click();
      await boPage.getByRole("button", { name: "申请连麦" }).click();
      await annPage.getByText(/^Waiting for the anchor to answer… \d+ s$/).waitFor();

      const drawer = await micList(anchorPage);
      await seatRow(drawer, ann.auth.userInfo.uid).getByRole("button", { name: "Accept" }).waitFor();
      await screenshot(anchorPage, "stage-list-applications-en");
      expect(await seriousViolations(anchorPage)).toEqual([]);
      await seatRow(drawer, ann.auth.userInfo.uid).getByRole("button", { name: "Accept" }).click();
      await seatRow(drawer, bo.auth.userInfo.uid).getByRole("button", { name: "Accept" }).click();
      await drawer.getByRole("heading", { name: "On stage 2/10" }).waitFor();

      const annId = ann.auth.userInfo.uid;
      const boId = bo.auth.userInfo.uid;
      await receiving(annPage, [roomId, boId]);
      await receiving(boPage, [roomId, annId]);
      await receiving(anchorPage, [annId, boId]);
      await expect
        .poll(async () => seatRow(drawer, annId).getAttribute("data-state"), { timeout: 30_000 })
        .toBe("onStage");
      await screenshot(anchorPage, "stage-list-on-stage-en");

      // Switching devices keeps a guest on stage: the new track replaces the old on the same session.
      const sessionsBefore = await sessionCount(annPage);
      expect(sessionsBefore).toBeGreaterThan(0);
      const microphone = annPage.getByLabel("Microphone");
      await microphone.click();
      await annPage.locator(".ant-select-dropdown:visible .ant-select-item-option").nth(1).click();
      // The list is closed before the checks below: an open select shows its value at a quarter of
      // its opacity, which fails the contrast check (once, on a busy machine, it had stayed open).
      await expect
        .poll(async () => {
          if ((await microphone.getAttribute("aria-expanded")) === "true") await microphone.press("Escape");
          return microphone.getAttribute("aria-expanded");
        })
        .not.toBe("true");
      await receiving(anchorPage, [annId]);
      expect(await seatRow(drawer, annId).getAttribute("data-state")).toBe("onStage");
      expect(await sessionCount(annPage)).toBe(sessionsBefore);
      await closeDrawer(anchorPage);
      await screenshot(anchorPage, "stage-anchor-en");

      // A guest's own controls, in English on a phone and in Chinese on a desktop and a phone.
      await annPage.getByRole("button", { name: "Mute microphone" }).waitFor();
      await annPage.setViewportSize({ width: 390, height: 844 });
      await screenshot(annPage, "stage-guest-en-390");
      expect(await seriousViolations(annPage)).toEqual([]);
      await boPage.getByRole("button", { name: "关闭麦克风" }).waitFor();
      await screenshot(boPage, "stage-guest-zh");
      expect(await seriousViolations(boPage)).toEqual([]);
      await boPage.setViewportSize({ width: 390, height: 844 });
      await screenshot(boPage, "stage-guest-zh-390");

      // A visitor watching the room receives the anchor and both guests.
      const viewer = await (await newVisitor(browser)).newPage();
      await viewer.goto(`${server.url}/#/anchor/room/${roomId}`);
      await receiving(viewer, [roomId, annId, boId]);
      await showingVideo(viewer, [roomId, annId, boId]);
      await viewer.getByRole("link", { name: "Sign in to apply for mic" }).waitFor();
      await screenshot(viewer, "stage-viewer-en");
      expect(await seriousViolations(viewer)).toEqual([]);
      await viewer.setViewportSize({ width: 390, height: 844 });
      await screenshot(viewer, "stage-viewer-en-390");
      await viewer.context().close();

      // The stage page composed into OBS receives all three, full frame.
      const obs = await (await newVisitor(browser)).newPage();
      await obs.setViewportSize({ width: 1280, height: 720 });
      await obs.goto(`${server.url}/#/stage/${roomId}`);
      await receiving(obs, [roomId, annId, boId]);
      await showingVideo(obs, [roomId, annId, boId]);
      await screenshot(obs, "stage-obs-page");
      expect(await seriousViolations(obs)).toEqual([]);
      await obs.context().close();
    },
    LONG,
  );

  it(
    "makes a guest whose connection drops for more than 10 s apply again",
    async () => {
      const annId = ann.auth.userInfo.uid;
      const drawer = await micList(anchorPage);
      // Ann's page goes away (a closed laptop, a lost network): the anchor sees her interrupted.
      await ann.context.close();
      await expect
        .poll(async () => seatRow(drawer, annId).getAttribute("data-state"), { timeout: 60_000 })
        .toBe("interrupted");
      await closeDrawer(anchorPage);

      const context = await contextFor(browser, ann.auth);
      const again = await openRoom(context, server.url, roomId);
      await again.getByText("Your connection was lost for too long. Apply again to rejoin the stage.").waitFor();
      await screenshot(again, "stage-interrupted-en");
      expect(await seriousViolations(again)).toEqual([]);
      await again.getByRole("button", { name: "Apply for mic" }).click();
      await again.getByText(/^Waiting for the anchor to answer… \d+ s$/).waitFor();
      ann = { ...ann, context };
    },
    LONG,
  );

  it(
    "tells a guest whose browser refuses the camera how to allow it",
    async () => {
      // The anchor opens the stage (as in the flows above, which may not have run).
      await api(server.url, "/stage/open", { roomId }, { token: anchor.token });
      const guest = await newViewer(browser, server.url);
      await guest.context.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      });
      const page = await openRoom(guest.context, server.url, roomId);
      await page.getByRole("button", { name: "Apply for mic" }).click();
      // The application is recorded before the anchor can accept it.
      await page.getByText(/^Waiting for the anchor to answer… \d+ s$/).waitFor();
      await api(
        server.url,
        "/stage/review",
        { roomId, userId: guest.auth.userInfo.uid, accept: true },
        {
          token: anchor.token,
        },
      );
      await page
        .getByText(
          "Camera or microphone access was denied. Allow both for this site in your browser's settings, then try again.",
        )
        .waitFor();
      await page.getByRole("button", { name: "Try again" }).waitFor();
      await screenshot(page, "stage-permission-denied-en");
      expect(await seriousViolations(page)).toEqual([]);
      await guest.context.close();
    },
    LONG,
  );

  it(
    "refuses an 11th guest",
    async () => {
      // The 11th's page is ready first: an accepted guest who never connects expires after 60 s,
      // so the seats are filled just before the application, counted from the stage itself (the
      // guest without a camera may have expired already on a slow machine).
      const eleventh = await newViewer(browser, server.url);
      const page = await openRoom(eleventh.context, server.url, roomId);
      const apply = page.getByRole("button", { name: "Apply for mic" });
      await apply.waitFor();
      await api(
        server.url,
        "/stage/review",
        { roomId, userId: ann.auth.userInfo.uid, accept: true },
        {
          token: anchor.token,
        },
      );
      while ((await seatedNow()) < 10) await seatedByApi();
      await apply.click();
      await page.getByText("All 10 mic seats are taken").waitFor();
      await screenshot(page, "stage-full-en");
      const drawer = await micList(anchorPage);
      await drawer.getByRole("heading", { name: "On stage 10/10" }).waitFor();
      await closeDrawer(anchorPage);
    },
    LONG,
  );

  it(
    "asks before a guest leaves the stage and before the anchor ends it",
    async () => {
      // Bo (in Chinese) leaves: a first answer of "cancel" keeps him on stage.
      const leave = boPage.locator(".stage-panel").getByRole("button", { name: "下麦" });
      await leave.click();
      const confirm = boPage.getByRole("dialog");
      await confirm
        .locator(".ant-modal-confirm-title", { hasText: "确定下麦吗？之后需要重新申请才能回来。" })
        .waitFor();
      await screenshot(boPage, "stage-leave-confirm-zh-390");
      expect(await seriousViolations(boPage)).toEqual([]);
      await confirm.getByRole("button", { name: "取消" }).click();
      await confirm.waitFor({ state: "hidden" });
      await leave.waitFor();
      await leave.click();
      await confirm.getByRole("button", { name: "下麦" }).click();
      await boPage.getByRole("button", { name: "申请连麦" }).waitFor();

      // The anchor ends the mic connection for everyone left on stage.
      await anchorPage.locator(".stage-panel").getByRole("button", { name: "End mic connection" }).click();
      const end = anchorPage.getByRole("dialog");
      await end.locator(".ant-modal-confirm-title", { hasText: "End mic connection for everyone on stage?" }).waitFor();
      await screenshot(anchorPage, "stage-end-confirm-en");
      expect(await seriousViolations(anchorPage)).toEqual([]);
      await end.getByRole("button", { name: "End" }).click();
      await anchorPage.getByRole("button", { name: "Start mic connection" }).waitFor();
      await boPage.getByRole("button", { name: "申请连麦" }).waitFor({ state: "detached" });
    },
    LONG,
  );
});
