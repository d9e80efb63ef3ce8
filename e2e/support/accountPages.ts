import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type Account, latestSmsCode } from "./accounts.js";
import { screenshot, seriousViolations, settle } from "./browser.js";

/** Page-level helpers of the account flows: forms, messages, screenshots and axe. */

/**
 * A 480×320 PNG drawn by the browser's canvas: an orange disc on a checkerboard, wider than tall,
 * so the 1:1 crop visibly keeps part of it.
 */
export async function drawTestPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 320;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    for (let x = 0; x < 480; x += 40) {
      for (let y = 0; y < 320; y += 40) {
        context.fillStyle = (x + y) % 80 === 0 ? "#0b1530" : "#ffffff";
        context.fillRect(x, y, 40, 40);
      }
    }
    context.fillStyle = "#f97316";
    context.beginPath();
    context.arc(240, 160, 110, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
}

/** Waits until the hash route's path is `path`. */
/** The error text antd shows under a form field, found by the field's label. */
export function fieldError(page: Page, label: string) {
  return page
    .locator(".ant-form-item")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator(".ant-form-item-explain-error");
}

/** A full-page screenshot once the page has stopped moving. */
export async function snap(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name);
}

/** Every serious or critical axe finding on the page as it is now; the list should be empty. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

export async function signInWithPassword(page: Page, account: Pick<Account, "username" | "password">) {
  const form = page.locator("form#passwordLogin");
  await form.getByLabel("Username").fill(account.username);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).waitFor();
}

/** A message antd shows at the top of the page (success or failure). */
export function toast(page: Page, text: string) {
  return page.locator(".ant-message").getByText(text, { exact: false }).first();
}

/** The server masks all but the first 3 and last 4 digits (spec section 5). */
export function masked(areaCode: string, phone: string): RegExp {
  return new RegExp(`\\+${areaCode} ${phone.slice(0, 3)}\\*+${phone.slice(-4)}`);
}

/** Picks an area code in the phone field's select by typing it. */
export async function chooseAreaCode(page: Page, scope: string, code: string) {
  const select = page.locator(scope).getByRole("combobox", { name: "Area code" });
  await select.click();
  await select.fill(code);
  await page.locator(".ant-select-dropdown:visible").getByText(`+${code}`, { exact: true }).click();
}

/** Asks for a code in the form at `scope` and returns it from the outbox once the UI confirms. */
export async function requestCode(
  page: Page,
  baseUrl: string,
  scope: string,
  areaCode: string,
  phone: string,
): Promise<string> {
  const form = page.locator(scope);
  await form.getByRole("button", { name: "Send code" }).click();
  await toast(page, "The code has been sent by SMS").waitFor();
  await form.getByRole("button", { name: /Resend in \d+ s/ }).waitFor();
  return latestSmsCode(baseUrl, areaCode, phone);
}
