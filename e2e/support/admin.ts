import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { errorEnvelopeSchema } from "@courtside/protocol";
import type { Page } from "playwright-core";
import { signInWithPassword } from "./accountPages.js";
import { waitForHash } from "./browser.js";

const run = promisify(execFile);
const ROOT = new URL("../../", import.meta.url).pathname;

export interface SuperAdmin {
  username: string;
  password: string;
  securityCode: string;
}

/**
 * A new data folder holding a super admin, made as an operator would (the admin CLI) before the
 * server opens the database; start the server on it with `DATA_DIR`.
 */
export async function dataDirWithSuperAdmin(prefix: string, admin: SuperAdmin): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" };
  const args = ["--username", admin.username, "--password", admin.password, "--security-code", admin.securityCode];
  await run("npm", ["run", "--silent", "admin", "--", "create-super-admin", ...args], { cwd: ROOT, env });
  return dataDir;
}

/** A super-admin call to `/web<path>`: the admin's token, and the security code in `X-Security-Code`. */
export async function adminApi(baseUrl: string, token: string, admin: SuperAdmin, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/web${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "language-config": "en",
      authorization: token,
      "x-security-code": admin.securityCode,
    },
    body: JSON.stringify(body),
  });
  return errorEnvelopeSchema.parse(await response.json());
}

/**
 * Signs in on a page that opened `#/admin` signed out (it goes to the sign-in form and back) and
 * enters the security code: the console's tabs are then shown.
 */
export async function openConsole(page: Page, admin: SuperAdmin): Promise<void> {
  await waitForHash(page, "/login");
  await signInWithPassword(page, admin);
  await waitForHash(page, "/admin");
  await page.getByLabel("Security code").fill(admin.securityCode);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.locator(".admin__tabs").waitFor({ timeout: 30_000 });
}
