import { writeFile } from "node:fs/promises";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS } from "../../e2e/support/chromiumArgs.js";
import { ownBlockingMs, type TraceEvent } from "./ownBlocking.js";

/** The figures one Lighthouse run gives for a page. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The same blocking time counted from the main thread's own CPU time (ownBlocking.ts). */
  ownTbtMs: number;
  cls: number;
  totalKb: number;
  scriptKb: number;
  /** Lighthouse's measure of the host's CPU (its table: 1000–1500 a low-end desktop, 1500–2000 a high-end one). */
  benchmarkIndex: number;
  /** Accessibility and best-practice audits that did not pass, to say what to fix. */
  failing: string[];
}

/** Chromium as the browser flows start it (e2e/support/chromiumArgs.ts), for Lighthouse to drive. */
export async function startChrome(chromePath: string) {
  return launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS], logLevel: "silent" });
}

const score = (lhr: Result, category: string) => lhr.categories[category]?.score ?? 0;
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Bytes of one resource type as transferred (compressed when the server compressed it). */
function transferred(lhr: Result, resourceType: string): number {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") return Number.NaN;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === "number" ? row.transferSize : Number.NaN;
}

function failingAudits(lhr: Result, categories: string[]): string[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
}

/**
 * One cold load with Lighthouse's default mobile profile: a mid-range phone's screen, slow 4G and
 * a 4× slower CPU, applied by simulation (the page loads at full speed and the timings are
 * modelled), which a busy shared machine disturbs far less than real throttling would.
 */
export async function audit(url: string, port: number, saveAs?: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (saveAs) await writeFile(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    ownTbtMs: ownBlockingMs((result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[]) ?? Number.NaN,
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalKb: numeric(lhr, "total-byte-weight") / 1024,
    scriptKb: transferred(lhr, "script") / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: failingAudits(lhr, ["accessibility", "best-practices"]),
  };
}
