import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall } from "./helpers/admin.js";
import { startTestApp } from "./helpers/app.js";
import { scriptArguments } from "./helpers/process.js";
import { preparePglite } from "./helpers/template.js";
import { call, PASSWORD, register, uniqueUsername } from "./helpers/users.js";

const run = promisify(execFile);
const ROOT = new URL("../../../", import.meta.url).pathname;
const SERVER = new URL("../", import.meta.url).pathname;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "courtside-admin-cli-"));
  // The root script runs the tool from its sources, which have no migrated template of their own.
  if (!process.env.DATABASE_URL) await preparePglite(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const env = () => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" });

/** Runs the tool as `npm run admin` would inside the server package (or its build); resolves with the exit code. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [...scriptArguments("admin"), ...args], {
      cwd: SERVER,
      env: env(),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * Signs in with the app on the CLI's database and tries each security code in turn: one app for
 * them all, since each start opens the database afresh (the CLI must have closed it first).
 */
async function tryCodes(username: string, ...codes: string[]) {
  const t = await startTestApp({ DATA_DIR: dataDir });
  try {
    const login = await call(t, "web_user/web_pwd_login", { username, password: PASSWORD });
    if (!login.body.success) return { login: login.body.code, verify: [] };
    const verify: number[] = [];
    for (const code of codes) {
      verify.push((await adminCall(t, "admin/verify", {}, login.body.data.token, code)).body.code);
    }
    return { login: 0, verify };
  } finally {
    await t.close();
  }
}

describe("npm run admin -- create-super-admin", () => {
  const username = uniqueUsername("root");

  it("creates a super admin through the root npm script, who then passes with the code", async () => {
    const { stdout } = await run(
      "npm",
      [
        "run",
        "--silent",
        "admin",
        "--",
        "create-super-admin",
        "--username",
        username,
        "--password",
        PASSWORD,
        "--security-code",
        "first-code-1",
      ],
      { cwd: ROOT, env: env() },
    );
    expect(stdout).toMatch(new RegExp(`created super admin ${username} \\(id \\d+\\)`));
    expect(await tryCodes(username, "first-code-1", "other-code")).toEqual({
      login: 0,
      verify: [0, ERRORS.securityCodeWrong],
    });
  }, 120_000);

  it("promotes an existing user and replaces the code", async () => {
    const t = await startTestApp({ DATA_DIR: dataDir });
    const user = await register(t);
    await t.close();
    const promoted = await cli("create-super-admin", "--username", user.username, "--security-code", "second-code-2");
    expect(promoted).toMatchObject({ code: 0 });
    expect(promoted.stdout).toContain(`promoted super admin ${user.username}`);
    expect(await tryCodes(user.username, "second-code-2")).toEqual({ login: 0, verify: [0] });

    const again = await cli("create-super-admin", "--username", username, "--security-code", "third-code-3");
    expect(again.code).toBe(0);
    expect(await tryCodes(username, "first-code-1", "third-code-3")).toEqual({
      login: 0,
      verify: [ERRORS.securityCodeWrong, 0],
    });
  }, 120_000);

  it("refuses bad input with a message and a non-zero exit", async () => {
    const usage = await cli("make-admin");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("usage: npm run admin -- create-super-admin");
    const short = await cli(
      "create-super-admin",
      "--username",
      uniqueUsername(),
      "--password",
      PASSWORD,
      "--security-code",
      "123",
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("security code must be at least 6 characters");
    const badName = await cli(
      "create-super-admin",
      "--username",
      "x",
      "--password",
      PASSWORD,
      "--security-code",
      "123456",
    );
    expect(badName.stderr).toContain("Username must be 6 to 15 letters and digits, containing both");
    const noPassword = await cli("create-super-admin", "--username", uniqueUsername(), "--security-code", "123456");
    expect(noPassword).toMatchObject({ code: 1 });
    expect(noPassword.stderr).toContain("a new account needs --password");
    const unknown = await cli("create-super-admin", "--user", "x");
    expect(unknown.code).toBe(1);
  }, 120_000);
});
