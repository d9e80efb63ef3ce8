import type { AuthResult } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/accounts.js";
import { newVisitor, screenshot, seriousViolations } from "../support/browser.js";
import { contextFor, newViewer, openRoom } from "../support/chat.js";
import type { E2eServer } from "../support/server.js";
import { receiving, type StageSpec, showingVideo, startStageSpec, stopStageSpec, tile } from "../support/stage.js";

const LONG = 180_000;

let server: E2eServer;
let browser: Browser;
let anchor: AuthResult;
let roomId: number;

let spec: StageSpec | undefined;

beforeAll(async () => {
  // The server starts a Janus of its own and leaves the stage's viewers to it.
  spec = await startStageSpec({ STAGE_RELAY: "janus" });
  ({ server, browser, anchor, roomId } = spec);
}, LONG);
afterAll(() => stopStageSpec(spec ?? {}));

/** Offers the page received over its websocket: which media server made each. */
function offersSeen(page: Page): string[] {
  const offers: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", (frame) => {
      const text = String(frame.payload);
      if (!text.includes('"op":"offer"')) return;
      offers.push(text.includes("s=Mountpoint") ? "janus" : "sfu");
    }),
  );
  return offers;
}

describe("mic connection with the viewers' relay (Janus)", () => {
  it(
    "shows a visitor and the OBS page the anchor and a guest through Janus, and drops the guest's tile when they leave",
    async () => {
      const anchorPage = await openRoom(await contextFor(browser, anchor), server.url, roomId);
      await anchorPage.getByRole("button", { name: "Start mic connection" }).click();
      await tile(anchorPage, roomId).waitFor();

      const guest = await newViewer(browser, server.url);
      const guestId = guest.auth.userInfo.uid;
      const guestPage = await openRoom(guest.context, server.url, roomId);
      await guestPage.getByRole("button", { name: "Apply for mic" }).click();
      await guestPage.getByText(/^Waiting for the anchor to answer… \d+ s$/).waitFor();
      const answer = await api(
        server.url,
        "/stage/review",
        { roomId, userId: guestId, accept: true },
        { token: anchor.token },
      );
      expect(answer.success).toBe(true);
      // On stage, the guest publishes to the SFU and receives the anchor from it.
      await receiving(guestPage, [roomId]);
      await receiving(anchorPage, [guestId]);

      // A visitor watching receives both, and the offer came from Janus.
      const viewer = await (await newVisitor(browser)).newPage();
      const viewerOffers = offersSeen(viewer);
      await viewer.setViewportSize({ width: 390, height: 844 });
      await viewer.goto(`${server.url}/#/anchor/room/${roomId}`);
      await receiving(viewer, [roomId, guestId]);
      await showingVideo(viewer, [roomId, guestId]);
      expect(viewerOffers).toEqual(["janus"]);
      await screenshot(viewer, "stage-relay-viewer-en-390");
      expect(await seriousViolations(viewer)).toEqual([]);
      expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The OBS page goes through Janus too.
      const obs = await (await newVisitor(browser)).newPage();
      const obsOffers = offersSeen(obs);
      await obs.setViewportSize({ width: 1280, height: 720 });
      await obs.goto(`${server.url}/#/stage/${roomId}`);
      await receiving(obs, [roomId, guestId]);
      await showingVideo(obs, [roomId, guestId]);
      expect(obsOffers).toEqual(["janus"]);
      await screenshot(obs, "stage-relay-obs-page");

      // The guest leaves: the viewers' tile goes without a new offer, the anchor's keeps coming.
      expect((await api(server.url, "/stage/leave", { roomId }, { token: guest.auth.token })).success).toBe(true);
      await tile(viewer, guestId).waitFor({ state: "detached", timeout: 30_000 });
      await receiving(viewer, [roomId]);
      expect(viewerOffers).toEqual(["janus"]);
      await obs.context().close();
      await viewer.context().close();
    },
    LONG,
  );
});
