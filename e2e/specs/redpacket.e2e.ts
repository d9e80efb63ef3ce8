import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, seriousViolations } from "../support/browser.js";
import { contextFor, newViewer, openRoom, signInApi } from "../support/chat.js";
import { type E2eServer, startServer } from "../support/server.js";

let server: E2eServer;
let browser: Browser;
let roomId: number;

beforeAll(async () => {
  server = await startServer({ DEMO_BROADCASTS: "false" });
  browser = await launchBrowser();
  roomId = (await signInApi(server.url, "anchor01", "anchor123")).userInfo.uid;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const packetCard = (page: Page) => page.getByTestId("red-packet").first();

/** Grabs the room's packet and returns the text of the result. */
async function grab(page: Page): Promise<string> {
  await packetCard(page).waitFor({ timeout: 30_000 });
  await packetCard(page).getByRole("button", { name: "Grab" }).click();
  const result = page.getByTestId("grab-result");
  await result.waitFor();
  return (await result.textContent()) ?? "";
}

describe("red packets in a live room", () => {
  it("lets the anchor send a lucky packet that two viewers grab and a third finds all taken", async () => {
    const anchor = await signInApi(server.url, "anchor01", "anchor123");
    const anchorPage = await openRoom(await contextFor(browser, anchor), server.url, roomId);
    const ann = await newViewer(browser, server.url);
    const bo = await newViewer(browser, server.url);
    const cy = await newViewer(browser, server.url);
    const annPage = await openRoom(ann.context, server.url, roomId);
    const boPage = await openRoom(bo.context, server.url, roomId);
    const cyPage = await openRoom(cy.context, server.url, roomId);

    // The dialog enforces the rules before anything is sent.
    await anchorPage.getByRole("button", { name: "Send a red packet" }).click();
    const dialog = anchorPage.getByRole("dialog");
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("Please enter the number of red packets").waitFor();
    await dialog.getByLabel("Number of packets").fill("2");
    await dialog.getByLabel("Total coins").fill("1");
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("The total cannot be less than the number of red packets").waitFor();
    await dialog.getByLabel("Total coins").fill("999999");
    await dialog.getByText("The total cannot exceed your remaining balance").waitFor();
    await dialog.getByLabel("Total coins").fill("100");
    await dialog.getByText("Total to send: 100").waitFor();
    await screenshot(anchorPage, "redpacket-send-dialog");
    expect(await seriousViolations(anchorPage)).toEqual([]);
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Every viewer sees the packet with its countdown.
    await packetCard(annPage).waitFor({ timeout: 30_000 });
    await packetCard(annPage)
      .getByTestId("red-packet-countdown")
      .getByText(/^Ends in 2:59:\d\d$/)
      .waitFor();
    await screenshot(annPage, "redpacket-room-viewer");

    const annText = await grab(annPage);
    await annPage.getByTestId("red-packet-claims").getByText(ann.nickname).waitFor();
    const boText = await grab(boPage);
    const annAmount = Number(annText.match(/You got (\d+) coins?/)?.[1]);
    const boAmount = Number(boText.match(/You got (\d+) coins?/)?.[1]);
    expect(annAmount).toBeGreaterThanOrEqual(1);
    expect(boAmount).toBeGreaterThanOrEqual(1);
    expect(annAmount + boAmount).toBe(100);

    // Both see the list of who got what.
    const claims = boPage.getByTestId("red-packet-claims");
    await claims.getByText(ann.nickname).waitFor();
    await claims.getByText(bo.nickname).waitFor();
    await boPage.getByText("Luckiest").waitFor();
    await screenshot(boPage, "redpacket-claims");
    expect(await seriousViolations(boPage)).toEqual([]);

    // A third viewer, in the room all along, finds it all taken.
    await packetCard(cyPage).getByTestId("red-packet-status").getByText("All taken").waitFor({ timeout: 15_000 });
    await packetCard(cyPage).getByRole("button", { name: "Details" }).click();
    await cyPage.getByTestId("grab-result").getByText("All taken").waitFor();
    await cyPage.getByTestId("red-packet-claims").getByText(ann.nickname).waitFor();
    await screenshot(cyPage, "redpacket-all-taken");
    expect(await seriousViolations(cyPage)).toEqual([]);

    // Ann's wallet shows the coins she got.
    await annPage.goto(`${server.url}/#/user/wallet`);
    await annPage.getByTestId("wallet-history").getByText("Red packet received").waitFor({ timeout: 30_000 });
    await annPage
      .getByTestId("wallet-history")
      .getByText(`+${annAmount} ${annAmount === 1 ? "coin" : "coins"}`)
      .waitFor();
    await screenshot(annPage, "redpacket-wallet");
    expect(await seriousViolations(annPage)).toEqual([]);
  });
});
