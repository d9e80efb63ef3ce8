// Adds up the vitest JSON reports of one test run and prints the closing line.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? ".test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTests ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `  ${file.replace(/\.json$/, "").padEnd(16)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
