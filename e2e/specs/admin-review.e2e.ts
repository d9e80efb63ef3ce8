import { rm } from "node:fs/promises";
import { envelope, smsOutboxEntrySchema, smsText } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawTestPng, expectAccessible, fieldError, signInWithPassword, snap, toast } from "../support/accountPages.js";
import { uniquePhone, uniqueUsername } from "../support/accounts.js";
import { dataDirWithSuperAdmin } from "../support/admin.js";
import { launchBrowser, newVisitor, waitForHash } from "../support/browser.js";
import { signedInVisitor } from "../support/matches.js";
import { type E2eServer, startServer } from "../support/server.js";

const ADMIN = { username: uniqueUsername("boss"), password: "goal2026", securityCode: "whistle-2026" };

let dataDir: string;
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await dataDirWithSuperAdmin("courtside-e2e-admin-", ADMIN);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const outboxAnswer = envelope(smsOutboxEntrySchema.array().nullable());
async function textsTo(target: string): Promise<string[]> {
  const response = await fetch(`${server.url}/web/dev/sms_outbox?phone=${target}`);
  return (outboxAnswer.parse(await response.json()).data ?? []).map((entry) => entry.body);
}

const phone = uniquePhone();
let applicant: Page;
let admin: Page;

describe("an anchor application reviewed by the super admin", () => {
  it("a signed-in user applies in the personal centre, with field messages and an uploaded sample", async () => {
    const context = await signedInVisitor(browser, server.url);
    applicant = await context.newPage();
    await applicant.goto(`${server.url}/#/user/configuration`);
    const form = applicant.locator(".anchor-apply");
    await form.getByRole("heading", { name: "Apply to become an anchor" }).waitFor();

    await form.getByRole("button", { name: "Submit application" }).click();
    await expect
      .poll(() => fieldError(applicant, "Real name").textContent())
      .toBe("Enter your real name (2 to 30 characters)");
    await expect
      .poll(() => fieldError(applicant, "Sports you will cover").textContent())
      .toBe("Choose at least one sport");
    await expect.poll(() => fieldError(applicant, "Sample images").textContent()).toBe("Add 1 to 9 sample images");
    await snap(applicant, "admin-review-1-apply-errors");

    await form.getByLabel("Real name").fill("Lin Wei");
    await form.getByRole("textbox", { name: "Contact phone" }).fill(phone);
    await form.getByLabel("Football").check();
    await form.getByLabel("Basketball").check();
    await form.getByLabel("Introduction").fill("Six years calling Premier League and CBA games in two languages.");
    const png = await drawTestPng(applicant);
    await form.locator("input[type=file]").setInputFiles({ name: "sample.png", mimeType: "image/png", buffer: png });
    await form.locator(".ant-upload-list-item-done").first().waitFor();
    await expect.poll(() => fieldError(applicant, "Sample images").count()).toBe(0);
    await snap(applicant, "admin-review-2-apply-filled");

    await form.getByRole("button", { name: "Submit application" }).click();
    await toast(applicant, "Application submitted").waitFor();
    await applicant.getByText("Your application is under review").waitFor();
    await snap(applicant, "admin-review-3-under-review");
    await expectAccessible(applicant);
  });

  it("the super admin enters the security code on #/admin and approves; the SMS goes out", async () => {
    const context = await newVisitor(browser);
    admin = await context.newPage();
    await admin.goto(`${server.url}/#/admin`);
    await waitForHash(admin, "/login");
    await signInWithPassword(admin, ADMIN);
    await waitForHash(admin, "/admin");

    const code = admin.getByLabel("Security code");
    await code.fill("not-the-code");
    await admin.getByRole("button", { name: "Continue" }).click();
    await admin.getByText("The security code is wrong").waitFor();
    await snap(admin, "admin-review-4-security-code");
    await expectAccessible(admin);
    await code.fill(ADMIN.securityCode);
    await admin.getByRole("button", { name: "Continue" }).click();

    const card = admin.locator(".admin-application").filter({ hasText: "Lin Wei" });
    await card.waitFor();
    await expect.poll(() => card.getByRole("img").count()).toBeGreaterThan(0);
    await snap(admin, "admin-review-5-applications");
    await expectAccessible(admin);

    await card.getByRole("button", { name: "Approve" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByText("becomes an anchor with a live room and gets an SMS").waitFor();
    await snap(admin, "admin-review-6-approve-confirm");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await toast(admin, "Approved; the SMS was sent").waitFor();
    await expect.poll(() => textsTo(`86${phone}`)).toContain(smsText("en", "anchorApproved"));

    await admin.getByRole("tab", { name: "Audit log" }).click();
    await admin.getByRole("cell", { name: "Approved an application" }).waitFor();
    await snap(admin, "admin-review-7-audit");
    await expectAccessible(admin);

    // The code lives in this tab only: a new tab asks again.
    const second = await context.newPage();
    await second.goto(`${server.url}/#/admin`);
    await second.getByLabel("Security code").waitFor();
    await second.close();
  });

  it("the applicant now sees anchor features", async () => {
    await applicant.goto(`${server.url}/#/user/datas`);
    await applicant.reload();
    await applicant.getByRole("tab", { name: "Live history" }).waitFor();
    expect(await applicant.getByText("Live data is for approved anchors").count()).toBe(0);
    await snap(applicant, "admin-review-8-anchor-features");
  });

  it("the super admin bans and unbans the new anchor, and adds a sensitive word", async () => {
    const username = await applicant.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "{}").username);
    await admin.getByRole("tab", { name: "Users" }).click();
    await admin.getByRole("searchbox", { name: "Search users" }).fill(String(username));
    await admin.getByRole("searchbox", { name: "Search users" }).press("Enter");
    const row = admin.getByRole("row").filter({ hasText: String(username) });
    await row.getByText("Anchor", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Ban" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Anchor features only: they can still sign in and watch").check();
    await dialog.getByLabel("Reason (optional)").fill("Streamed a pirated feed");
    await snap(admin, "admin-review-9-ban");
    await dialog.getByRole("button", { name: "Ban" }).click();
    await toast(admin, "User banned").waitFor();
    await row.getByText("Banned").waitFor();

    await applicant.reload();
    await applicant.getByText("Live data is for approved anchors").waitFor();

    await row.getByRole("button", { name: "Unban" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Unban" }).click();
    await toast(admin, "Bans lifted").waitFor();

    await admin.getByRole("tab", { name: "Sensitive words" }).click();
    await admin.getByLabel("Word", { exact: true }).fill("freestream");
    await admin.getByRole("button", { name: "Add word" }).click();
    await admin.getByRole("cell", { name: "freestream" }).waitFor();
    await admin.getByLabel("Word", { exact: true }).fill("FreeStream");
    await admin.getByRole("button", { name: "Add word" }).click();
    await expect.poll(() => fieldError(admin, "Word").textContent()).toBe("This word is already in the list");
    await snap(admin, "admin-review-10-words");
    await expectAccessible(admin);
  });

  it("a user who is not a super admin sees that they have no permission", async () => {
    const context = await signedInVisitor(browser, server.url);
    const page = await context.newPage();
    await page.goto(`${server.url}/#/admin`);
    await page.getByText("No permission").waitFor();
    expect(await page.getByLabel("Security code").count()).toBe(0);
    await snap(page, "admin-review-11-no-permission");
    await expectAccessible(page);
  });
});
