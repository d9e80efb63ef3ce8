import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  hashPath,
  launchBrowser,
  openAs,
  screenshot,
  seriousViolations,
  settle,
  waitForHash,
} from "../support/browser.js";
import {
  hashQuery,
  lastPageOf,
  rowAttributes,
  rows,
  signedInVisitor,
  waitForFeed,
  waitForRows,
} from "../support/matches.js";
import { type E2eServer, startServer } from "../support/server.js";

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await waitForFeed(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (path: string, locale?: string): Promise<Page> => openAs(browser, server.url, path, locale);

/** The id of a match found through the list call, e.g. an ended basketball match. */
async function findMatch(columnId: number, status: number): Promise<number> {
  const response = await fetch(`${server.url}/web/web_race/race_data_content_list_page`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ columnId, page: 1, pageSize: 100 }),
  });
  const answer: { data: { list: { id: number; status: number }[] } } = await response.json();
  const match = answer.data.list.find((entry) => entry.status === status);
  if (!match) throw new Error(`no match with status ${status} in column ${columnId}`);
  return match.id;
}

const ENDED = 3;
const BASKETBALL_COLUMN = 2;

describe("match lists", () => {
  it("opens on the home blocks and the day-grouped list, accessibly", async () => {
    const page = await open("");
    await waitForHash(page, "/match/0");
    await waitForRows(page);
    await page.getByTestId("top-match").waitFor();
    await page.getByRole("heading", { name: /^(Top live|Next big match)$/ }).waitFor();
    // Page 1 starts with the live matches: today's, or yesterday's just after midnight.
    expect(await page.getByRole("heading", { level: 2, name: /^(Yesterday|Today)$/ }).count()).toBeGreaterThan(0);
    // Counts beside the column names, abbreviated.
    expect(await page.getByRole("tab", { name: /^All\s*\d+(\.\d)?[KMB]?$/ }).count()).toBe(1);
    await screenshot(page, "matches-home-en");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows only basketball under the Basketball tab, and only hot matches under Hot", async () => {
    const page = await open("#/match/0");
    await waitForRows(page);
    await page.getByRole("tab", { name: /^Basketball/ }).click();
    await waitForHash(page, "/match/2");
    await expect
      .poll(() => rowAttributes(page, "data-sport-id"))
      .toSatisfy((ids: (string | null)[]) => {
        return ids.length > 0 && ids.every((id) => id === "2");
      });
    // Column 0 is the home page; the other columns have no home blocks.
    expect(await page.getByTestId("top-match").count()).toBe(0);

    await page.getByRole("tab", { name: "Hot", exact: true }).click();
    await expect.poll(() => hashQuery(page)).toEqual({ list: "hot" });
    await expect
      .poll(() => rowAttributes(page, "data-hot"))
      .toSatisfy((hot: (string | null)[]) => hot.length > 0 && hot.every((flag) => flag === "true"));
    expect(await rowAttributes(page, "data-sport-id")).not.toContain("1");
    await screenshot(page, "matches-basketball-hot-en");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("pages through a list: next page, 20 a page, and a jump clamped to the pages there are", async () => {
    const page = await open("#/match/0");
    await waitForRows(page);
    expect(await rows(page).count()).toBe(10);
    const firstPage = await rowAttributes(page, "data-match-id");

    await page.locator(".ant-pagination-next").click();
    await expect.poll(() => hashQuery(page)).toEqual({ page: "2" });
    await expect.poll(() => rowAttributes(page, "data-match-id")).not.toEqual(firstPage);
    await expect.poll(() => page.locator(".ant-pagination-item-active").textContent()).toBe("2");

    await page.locator(".ant-pagination-options-size-changer").click();
    await page.getByRole("option", { name: "20 / page" }).click();
    await expect.poll(() => hashQuery(page)).toMatchObject({ size: "20" });
    await expect.poll(() => rows(page).count()).toBe(20);

    const last = await lastPageOf(server.url, 0, 20);
    const jumper = page.locator(".ant-pagination-options-quick-jumper input");
    await jumper.fill("999");
    await jumper.press("Enter");
    await expect.poll(() => hashQuery(page)).toEqual({ page: String(last), size: "20" });
    await jumper.fill("0");
    await jumper.press("Enter");
    await expect.poll(() => hashQuery(page)).toEqual({ size: "20" });
    await expect.poll(() => page.locator(".ant-pagination-item-active").textContent()).toBe("1");
    // 7 pager items at most (spec section 5): page numbers plus the jump-5 ellipses.
    expect(
      await page.locator(".ant-pagination-item, .ant-pagination-jump-next, .ant-pagination-jump-prev").count(),
    ).toBeLessThanOrEqual(7);
    await page.context().close();
  });

  it("sends a visitor who books to sign in first, and back afterwards", async () => {
    const last = await lastPageOf(server.url, BASKETBALL_COLUMN);
    const page = await open(`#/match/2?page=${last}`);
    await waitForRows(page);
    await page.getByTestId("book-button").first().click();
    await waitForHash(page, "/login");
    expect(decodeURIComponent(page.url())).toContain(`redirect=/match/2?page=${last}`);
    await page.context().close();
  });
});

describe("booking", () => {
  it("books a match, switches to a second after the confirm, and cancels", async () => {
    const context = await signedInVisitor(browser, server.url);
    const page = await context.newPage();
    const last = await lastPageOf(server.url, 0);
    await page.goto(`${server.url}/#/match/0?page=${last}`);
    await waitForRows(page);
    const buttons = page.getByTestId("book-button");
    const first = buttons.nth(0);
    const second = buttons.nth(1);

    await first.click();
    await expect.poll(() => first.getAttribute("data-booked")).toBe("true");
    expect(await first.textContent()).toBe("Booked");
    await page.getByText("Booked. We will remind you 5 minutes before the start.").waitFor();

    await second.click();
    const dialog = page.getByRole("dialog", { name: "Book this match instead?" });
    await dialog.getByText(/You have already booked .+ vs .+\. Cancel that booking/).waitFor();
    await settle(page);
    await screenshot(page, "matches-switch-confirm-en");
    await dialog.getByRole("button", { name: "Switch booking" }).click();
    await expect.poll(() => second.getAttribute("data-booked")).toBe("true");
    await expect.poll(() => first.getAttribute("data-booked")).toBe("false");
    expect(await first.textContent()).toBe("Book");

    await second.click();
    await page
      .getByRole("dialog", { name: "Cancel this booking?" })
      .getByRole("button", { name: "Cancel booking" })
      .click();
    await expect.poll(() => second.getAttribute("data-booked")).toBe("false");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows the booking in Thai", async () => {
    const context = await signedInVisitor(browser, server.url, "tha");
    const page = await context.newPage();
    const last = await lastPageOf(server.url, BASKETBALL_COLUMN);
    await page.goto(`${server.url}/#/match/2?page=${last}`);
    await waitForRows(page);
    const button = page.getByTestId("book-button").first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe("จองแล้ว");
    await page.getByText("จองแล้ว เราจะแจ้งเตือนคุณ 5 นาทีก่อนเริ่มแข่ง").waitFor();
    await settle(page);
    await screenshot(page, "matches-list-th");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("match pages", () => {
  it("shows a finished match with its score by period and timeline, in English and Thai", async () => {
    const id = await findMatch(BASKETBALL_COLUMN, ENDED);
    for (const [locale, name, periods] of [
      ["en-US", "en", "Score by period"],
      ["th-TH", "th", "สกอร์แต่ละช่วง"],
    ] as const) {
      const page = await open(`#/match/match/${id}`, locale);
      await page.getByTestId("match-board").waitFor();
      await page.getByRole("heading", { name: periods }).waitFor();
      const table = page.getByTestId("period-table").getByRole("table");
      expect(await table.getByRole("row").count()).toBe(3);
      expect(await page.getByTestId("match-timeline").locator(".match-timeline__event").count()).toBeGreaterThan(1);
      expect(await page.getByTestId("match-score").textContent()).toMatch(/\d+-\d+/);
      await screenshot(page, `matches-detail-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it("opens a live match from the list on its live page, with the live score", async () => {
    const page = await open("#/match/0");
    await waitForRows(page);
    const live = page.locator('[data-testid="match-row"].is-live').first();
    await live.waitFor();
    const id = await live.getAttribute("data-match-id");
    await live.locator(".match-row__main").click();
    await waitForHash(page, `/match/live/${id}`);
    await page.getByTestId("match-board").getByText("LIVE", { exact: true }).waitFor();
    // The streams section answers either way: demo anchors' rooms follow the demo matches.
    const streams = page.getByTestId("live-streams");
    await streams
      .getByText(/No one is streaming this match yet/)
      .or(streams.locator(".anchor-card").first())
      .waitFor();
    await page.getByTestId("match-timeline").waitFor();
    expect(hashPath(page)).toBe(`/match/live/${id}`);
    await screenshot(page, "matches-live-en");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("says so when a match does not exist", async () => {
    const page = await open("#/match/match/987654");
    await page.getByText("This match could not be found.").waitFor();
    await page.context().close();
  });
});
