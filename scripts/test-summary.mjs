// Adds up the vitest JSON reports of one test run and prints the closing line, naming every test
// that failed and every one that passed only when run again, so the end of a CI log says which.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const dir = process.argv[2] ?? ".test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
const named = [];
/**
 * The first line of a failure, short enough for a log's tail. A test that ran out of time keeps
 * only the stack vitest took when it started it, headed STACK_TRACE_ERROR.
 */
const firstLine = (message) => {
  const line = (message ?? "").split("\n")[0];
  return line === "Error: STACK_TRACE_ERROR" ? "timed out" : line.slice(0, 240);
};
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const suite = file.replace(/\.json$/, "");
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTests ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`  ${suite.padEnd(16)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const result of report.testResults ?? []) {
    const where = relative(process.cwd(), result.name);
    if (result.status === "failed" && result.assertionResults.every((test) => test.status !== "failed")) {
      named.push(`  ✗ ${suite}: ${where}: ${firstLine(result.message)}`);
    }
    for (const test of result.assertionResults) {
      const messages = test.failureMessages ?? [];
      if (test.status === "failed") named.push(`  ✗ ${suite}: ${where} › ${test.fullName}: ${firstLine(messages[0])}`);
      else if (test.status === "passed" && messages.length > 0)
        named.push(`  ↻ ${suite}: ${where} › ${test.fullName} (passed when run again): ${firstLine(messages[0])}`);
    }
  }
}
for (const line of named) console.log(line);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
