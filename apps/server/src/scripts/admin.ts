import { parseArgs } from "node:util";
import { ERRORS, type ErrorKey, errorMessage } from "@courtside/protocol";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { BootstrapError, createSuperAdmin, createSuperAdminInputSchema } from "../modules/admin/bootstrap.js";
import { backup, restore } from "../ops/backup.js";

const isErrorKey = (text: string): text is ErrorKey => Object.hasOwn(ERRORS, text);

const USAGE = [
  "usage: npm run admin -- create-super-admin --username NAME [--password PASSWORD] --security-code CODE",
  "       npm run admin -- backup --file FILE",
  "       npm run admin -- restore --file FILE",
].join("\n");

/**
 * `npm run admin -- create-super-admin`: creates a super admin (or promotes an existing user);
 * `backup` / `restore --file FILE`: the whole database to and from a file. Each works on the
 * database the server uses (DATA_DIR or DATABASE_URL, as for the server).
 */
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: "string" },
      password: { type: "string" },
      "security-code": { type: "string" },
      file: { type: "string" },
    },
  });
  const command = positionals[0];
  if ((command === "backup" || command === "restore") && positionals.length === 1 && values.file) {
    const config = loadConfig();
    await (command === "backup" ? backup : restore)(config, values.file);
    console.log(`${command === "backup" ? "backed up to" : "restored from"} ${values.file}`);
    return 0;
  }
  if (command !== "create-super-admin" || positionals.length !== 1) {
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
