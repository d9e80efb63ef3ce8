import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

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
