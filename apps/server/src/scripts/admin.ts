import { parseArgs } from "node:util";
import { ERRORS, type ErrorKey, errorMessage } from "@courtside/protocol";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { BootstrapError, createSuperAdmin, createSuperAdminInputSchema } from "../modules/admin/bootstrap.js";

const isErrorKey = (text: string): text is ErrorKey => Object.hasOwn(ERRORS, text);

const USAGE = "usage: npm run admin -- create-super-admin --username NAME [--password PASSWORD] --security-code CODE";

/**
 * `npm run admin -- create-super-admin`: creates a super admin (or promotes an existing user),
 * against the database the server uses (DATA_DIR or DATABASE_URL, as for the server).
 */
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: "string" },
      password: { type: "string" },
      "security-code": { type: "string" },
    },
  });
  if (positionals[0] !== "create-super-admin" || positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const parsed = createSuperAdminInputSchema.safeParse({
    username: values.username ?? "",
    password: values.password,
    securityCode: values["security-code"] ?? "",
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Account rules carry catalogue keys; print their English text.
      const text = isErrorKey(issue.message) ? errorMessage("en", issue.message) : issue.message;
      console.error(`${issue.path.join(".")}: ${text}`);
    }
    console.error(USAGE);
    return 1;
  }
  const database = await openDatabase(loadConfig());
  try {
    const result = await createSuperAdmin(database.db, parsed.data);
    console.log(`${result.created ? "created" : "promoted"} super admin ${result.username} (id ${result.userId})`);
    return 0;
  } catch (error) {
    if (!(error instanceof BootstrapError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
