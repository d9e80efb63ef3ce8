import { authResultSchema, envelope, MATCH_STATUS, matchPageSchema } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { newVisitor } from "./browser.js";

/** Helpers of the match flows: a signed-in viewer made through the API, and the list's rows. */

const registered = envelope(authResultSchema.nullable());

let counter = 0;

/** Signs a new viewer up through the API (not itself under test here). */
export async function registerViewer(baseUrl: string) {
  counter += 1;
  const username = `fan${Date.now().toString(36).slice(-6)}${counter}x`.slice(0, 14);
  const response = await fetch(`${baseUrl}/web/web_user/web_user_reg`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "goal2026", confirmPassword: "goal2026", agree: true }),
  });
  const answer = registered.parse(await response.json());
  if (!answer.data) throw new Error(`registration failed: ${answer.msg}`);
  return answer.data;
}

/**
 * A browser context signed in as a new viewer: the token and user info are in local storage (the
 * keys of apps/web/src/stores/storage.ts) before the app's first script runs. `lang` is a code of
 * LANGUAGE_LIST, e.g. `tha`.
 */
export async function signedInVisitor(browser: Browser, baseUrl: string, lang?: string) {
  const { token, userInfo } = await registerViewer(baseUrl);
  const context = await newVisitor(browser);
  await context.addInitScript(
    ([jwt, user, chosen]) => {
      localStorage.setItem("token", jwt);
      localStorage.setItem("userInfo", user);
      // A language chosen in the switcher; otherwise the app follows the account's (English) one.
      if (chosen) localStorage.setItem("lang", chosen);
    },
    [token, JSON.stringify(userInfo), lang ?? ""] as const,
  );
  return context;
}

const pageAnswer = envelope(matchPageSchema);

async function firstPage(baseUrl: string, columnId: number, pageSize: number, page = 1) {
  const response = await fetch(`${baseUrl}/web/web_race/race_data_content_list_page`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ columnId, page, pageSize }),
  });
  return pageAnswer.parse(await response.json()).data;
}

/**
 * Waits until the demo feed has laid out its schedule and played it up to now: the list then leads
 * with live matches. Before that, the last page (and so which matches are bookable) still moves.
 */
export async function waitForFeed(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const page = await firstPage(baseUrl, 0, 10);
    if (page?.list.some((match) => match.status === MATCH_STATUS.inProgress)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the demo feed laid out no live matches within a minute");
}

/**
 * A page of a column's list (`pageSize` a page) with at least two matches still to book, the
 * furthest ahead there are (so none starts during a flow): lists run live, to come, then over.
 */
export async function bookablePageOf(baseUrl: string, columnId: number, pageSize = 10): Promise<number> {
  const statuses: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await firstPage(baseUrl, columnId, 100, page);
    statuses.push(...(answer?.list.map((match) => match.status) ?? []));
    if (!answer || statuses.length >= answer.total) break;
  }
  const last = statuses.lastIndexOf(MATCH_STATUS.notStarted);
  if (last < 1) throw new Error(`column ${columnId} has fewer than two matches to book`);
  // The page holding the last two: the one of the second-to-last.
  return Math.floor((last - 1) / pageSize) + 1;
}

/** The last page of a column's list. */
export async function lastPageOf(baseUrl: string, columnId: number, pageSize = 10): Promise<number> {
  const total = (await firstPage(baseUrl, columnId, pageSize))?.total ?? 0;
  return Math.max(1, Math.ceil(total / pageSize));
}

export const rows = (page: Page) => page.getByTestId("match-row");

/** The demo feed lays out its matches a few seconds after the server starts. */
export async function waitForRows(page: Page): Promise<void> {
  await rows(page).first().waitFor({ timeout: 30_000 });
}

/** An attribute of every row on the page, e.g. each row's sport. */
export function rowAttributes(page: Page, name: string): Promise<(string | null)[]> {
  return rows(page).evaluateAll((items, attribute) => items.map((item) => item.getAttribute(attribute)), name);
}

/** The hash route's query, e.g. `{ list: "hot", page: "2" }`. */
export function hashQuery(page: Page): Record<string, string> {
  const query = new URL(page.url()).hash.split("?")[1] ?? "";
  return Object.fromEntries(new URLSearchParams(query));
}
