import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "./chromiumArgs.js";

export const ARTIFACTS = new URL("../artifacts/", import.meta.url).pathname;

/** `extraArgs`: flags one spec needs on top, e.g. fake camera and microphone for mic connection. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A fresh context (its own storage) with a fixed browser language, like a new visitor. */
export function newVisitor(browser: Browser, locale = "en-US"): Promise<BrowserContext> {
  return browser.newContext({ locale, viewport: { width: 1366, height: 900 } });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  // With a dialog or drawer open, the viewport is what a person sees: a full-page capture would
  // leave the fixed header and the dialog's backdrop where the page happened to be scrolled.
  const overlay = (await page.locator(".ant-modal-wrap:visible, .ant-drawer-open").count()) > 0;
  await page.screenshot({ path, fullPage: !overlay });
  return path;
}

/**
 * Waits for the animations that end (a dialog fading out, a drawer sliding in); endless ones such
 * as spinners and the pulsing LIVE badge are left running.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Stops every animation and transition, so each element shows its resting style. */
const AT_REST = "*, *::before, *::after { animation: none !important; transition: none !important; }";

/**
 * Serious and critical accessibility violations on the page at rest: colours caught half-way
 * through a fade would fail contrast checks they pass at rest. Waiting for the fades is not
 * enough on a slow machine, where a message can start fading out while axe is still at work, so
 * axe runs with animations and transitions switched off.
 *
 * Axe runs in the page itself (`setLegacyMode`: the app has no frames, so nothing is left out)
 * instead of opening a blank page to merge frames' results in, and details only the violations'
 * nodes, not every element that passed: the same findings in about a third of the time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settle(page);
  const rest = await page.addStyleTag({ content: AT_REST });
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze()
    .finally(() => rest.evaluate((node) => (node as Element).remove()));
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The path part of a hash route, e.g. "/login" for "#/login?redirect=…". */
export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, "").split("?")[0] ?? "";
}

/** A new visitor's page (own storage, browser language `locale`) opened at `path` of the site. */
export async function openAs(browser: Browser, baseUrl: string, path: string, locale?: string): Promise<Page> {
  const context = await newVisitor(browser, locale);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/${path}`);
  return page;
}

/** Waits until the hash route's path (without its query) is `path`. */
export async function waitForHash(page: Page, path: string): Promise<void> {
  await page.waitForFunction((want) => location.hash.replace(/^#/, "").split("?")[0] === want, path);
}
