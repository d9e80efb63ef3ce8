import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * CSP sources for the inline scripts of the built app's index.html (the first paint, written there
 * by apps/web/build/firstPaint.ts): `'sha256-…'` of each one's exact text, so the policy allows
 * those scripts and no other inline code. Read once at start; none without a build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = join(webDist, "index.html");
  if (!existsSync(index)) return [];
  return scriptHashes(readFileSync(index, "utf8"));
}

/** `'sha256-…'` of every `<script>` without a `src` in the page. */
export function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}
