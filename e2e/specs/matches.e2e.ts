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
  bookablePageOf,
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

  it("orders live, then to come, then over; narrows to a day of the strip and to a league", async () => {
    const page = await open("#/match/0?size=100");
    await waitForRows(page);
    // Live first, then to come, then over (ended or abandoned).
    const rank = (status: string | null) => (status === "2" ? 0 : status === "3" || status === "6" ? 2 : 1);
    const ranks = (await rowAttributes(page, "data-status")).map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // Tomorrow: only matches starting on the viewer's tomorrow.
    const strip = page.getByRole("group", { name: "Day" });
    await strip.getByRole("button", { name: "Tomorrow" }).click();
    await expect.poll(() => hashQuery(page).day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => strip.getByRole("button", { name: "Tomorrow" }).getAttribute("aria-pressed")).toBe("true");
    const tomorrow = hashQuery(page).day;
    await expect
      .poll(async () => {
        const starts = await rows(page)
          .locator("time")
          .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
        const local = starts.map((iso) => {
          const at = new Date(iso ?? "");
          return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;
        });
        return local.length > 0 && local.every((day) => day === tomorrow);
      })
      .toBe(true);

    // A league: every row is that league's; the choice is kept in the link.
    const league = page.getByLabel("League");
    const options = await league
      .locator("option")
      .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value).filter((value) => value !== ""));
    expect(options.length).toBeGreaterThan(0);
    await league.selectOption(options[0] ?? "");
    await expect.poll(() => hashQuery(page).league).toBe(options[0]);
    await strip.getByRole("button", { name: "All", exact: true }).click();
    await expect.poll(() => hashQuery(page).day).toBeUndefined();
    await expect
      .poll(() => rowAttributes(page, "data-league-id"))
      .toSatisfy((ids: (string | null)[]) => ids.length > 0 && ids.every((id) => id === options[0]));
    await settle(page);
    await screenshot(page, "matches-filters-en");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("finds anchors, matches, teams and leagues from the header's search box, in three scripts", async () => {
    // A team of a match to come, with its Chinese and Thai names.
    // Lists name teams in the language asked for.
    const lastHome = async (language: string) => {
      const response = await fetch(`${server.url}/web/web_race/race_data_content_list_page`, {
        method: "POST",
        headers: { "content-type": "application/json", "language-config": language },
        body: JSON.stringify({ columnId: 0, page: 1, pageSize: 100 }),
      });
      const list: { home: { name: string } }[] = (await response.json()).data.list;
      const name = list[list.length - 1]?.home.name;
      if (!name) throw new Error("no match listed");
      return name;
    };
    const team = { nameEn: await lastHome("en"), name: await lastHome("zh"), nameTh: await lastHome("tha") };

    const page = await open("#/match/0");
    await waitForRows(page);
    const box = page.getByRole("search").getByRole("searchbox", { name: "Search" });
    await box.fill(team.nameEn.split(" ").slice(-2).join(" ").slice(0, -1));
    await box.press("Enter");
    await waitForHash(page, "/search");
    const teams = page.getByRole("region", { name: /^Teams/ });
    await teams.getByRole("link", { name: team.nameEn }).waitFor();
    await page
      .getByRole("region", { name: /^Matches/ })
      .getByTestId("match-row")
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, "search-team-en");
    expect(await seriousViolations(page)).toEqual([]);

    // Part of a Chinese name, then of a Thai one: the same team.
    for (const part of [[...team.name].slice(1, 3).join(""), [...team.nameTh].slice(0, 4).join("")]) {
      await page.goto(`${server.url}/#/search?q=${encodeURIComponent(part)}`);
      await teams.getByRole("link", { name: team.nameEn }).waitFor();
    }

    // Anchors by part of a nickname; a league chip opens its match list filtered.
    await page.getByRole("searchbox", { name: "Search" }).last().fill("coach le");
    await page.getByRole("button", { name: "Search" }).last().click();
    await page
      .getByRole("region", { name: /^Anchors and rooms/ })
      .getByText("Coach Lena")
      .waitFor();
    await page.goto(`${server.url}/#/search?q=${encodeURIComponent("zzzqqq")}`);
    await page.getByText("Nothing found. Try another word or part of a name.").waitFor();
    await page.context().close();

    // In Chinese.
    const zh = await open(`#/search?q=${encodeURIComponent([...team.name].slice(0, 2).join(""))}`, "zh-CN");
    await zh.getByRole("region", { name: /^球队/ }).getByRole("link").first().waitFor();
    await settle(zh);
    await screenshot(zh, "search-team-zh");
    expect(await seriousViolations(zh)).toEqual([]);
    await zh.context().close();
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

  it("names the pager's parts in Hindi", async () => {
    const page = await open("#/match/0", "hi-IN");
    await waitForRows(page);
    await page.locator('.ant-pagination [aria-label="पृष्ठ आकार"]').first().waitFor();
    await expect
      // antd's Hindi texts arrive with the language's chunk, after the first paint.
      .poll(() => page.locator(".ant-pagination-options-quick-jumper").textContent(), { timeout: 15_000 })
      .toMatch(/इस पर चलें\s*पृष्ठ/);
    await screenshot(page, "matches-pager-hi");
    await page.context().close();
  });

  it("names the teams anew in the language picked in the header", async () => {
    const page = await open("#/match/0");
    await waitForRows(page);
    const firstName = page.getByTestId("match-row").first().locator(".match-row__name").first();
    expect(await firstName.textContent()).toMatch(/^[\x20-\x7e]+$/);
    await page.getByTestId("lang-switcher").click();
    await page.getByRole("menuitem", { name: "ไทย" }).click();
    // The list is asked for again in Thai: the names come in Thai script.
    await expect.poll(() => firstName.textContent(), { timeout: 15_000 }).toMatch(/[\u0e00-\u0e7f]/);
    await screenshot(page, "matches-switched-th");
    await page.context().close();
  });

  it("sends a visitor who books to sign in first, and back afterwards", async () => {
    const last = await bookablePageOf(server.url, BASKETBALL_COLUMN);
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
    const last = await bookablePageOf(server.url, 0);
    await page.goto(`${server.url}/#/match/0?page=${last}`);
    await waitForRows(page);
    const buttons = page.getByTestId("book-button");
    const first = buttons.nth(0);
    const second = buttons.nth(1);

    await first.click();
    await expect.poll(() => first.getAttribute("data-booked")).toBe("true");
    expect(await first.textContent()).toBe("Booked");
    await page.getByText("Booked. We will remind you 5 minutes before the start.").waitFor();
    // A first booking offers browser notifications (notifications.e2e.ts follows that path).
    await putOffNotifications(page, "Get a reminder before kick-off?", "Not now");

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

  it("lists the booking under My bookings, changes its kind and cancels it after a confirm", async () => {
    const context = await signedInVisitor(browser, server.url);
    const page = await context.newPage();
    await page.goto(`${server.url}/#/user/bookings`);
    await page.getByText("You have not booked a match. Book one from the match lists.").waitFor();

    const last = await bookablePageOf(server.url, 0);
    await page.goto(`${server.url}/#/match/0?page=${last}`);
    await waitForRows(page);
    const book = page.getByTestId("book-button").first();
    await book.click();
    await expect.poll(() => book.getAttribute("data-booked")).toBe("true");
    await putOffNotifications(page, "Get a reminder before kick-off?", "Not now");

    await page.goto(`${server.url}/#/user/bookings`);
    const booking = page.getByTestId("booking");
    await booking.getByText("Kick-off reminder").waitFor();
    await booking.getByRole("button", { name: "Switch to the result notice" }).click();
    await booking.getByText("Result notice").waitFor();
    await booking.getByRole("button", { name: "Switch to the kick-off reminder" }).waitFor();
    await settle(page);
    await screenshot(page, "my-bookings-en");
    expect(await seriousViolations(page)).toEqual([]);

    await booking.getByRole("button", { name: "Cancel booking" }).click();
    await page
      .getByRole("dialog", { name: "Cancel this booking?" })
      .getByRole("button", { name: "Cancel booking" })
      .click();
    await page.getByText("You have not booked a match. Book one from the match lists.").waitFor();
    await context.close();
  });

  it("shows the booking in Thai", async () => {
    const context = await signedInVisitor(browser, server.url, "tha");
    const page = await context.newPage();
    const last = await bookablePageOf(server.url, BASKETBALL_COLUMN);
    await page.goto(`${server.url}/#/match/2?page=${last}`);
    await waitForRows(page);
    const button = page.getByTestId("book-button").first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe("จองแล้ว");
    await page.getByText("จองแล้ว เราจะแจ้งเตือนคุณ 5 นาทีก่อนเริ่มแข่ง").waitFor();
    await putOffNotifications(page, "ต้องการการเตือนก่อนเริ่มการแข่งขันไหม", "ไว้ทีหลัง");
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
    // The live match that started last, which has the longest to go: the list runs from the
    // earliest, and on the demo's compressed clock that one may end while its page opens.
    const live = page.locator('[data-testid="match-row"].is-live').last();
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

/** Answers the notification offer a first booking brings with "Not now". */
async function putOffNotifications(page: Page, title: string, later: string) {
  const prompt = page.getByRole("dialog", { name: title });
  await prompt.getByRole("button", { name: later }).click();
  await prompt.waitFor({ state: "hidden" });
}
