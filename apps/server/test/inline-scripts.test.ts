import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, scriptHashes } from "../src/http/inline-scripts.js";
import { securityHeaders } from "../src/http/security-headers.js";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the page's inline scripts in its content security policy", () => {
  it("hashes each inline script's exact text, and no script loaded from a file", () => {
    const first = "(function(){document.title=`x`})();";
    const html = `<head><script type="module" src="./assets/index-a.js"></script></head><body><div id="root"></div><script>${first}</script><script>\n2</script></body>`;
    expect(scriptHashes(html)).toEqual([sha256(first), sha256("\n2")]);
  });

  it("reads them from the built app, and finds none without a build", async () => {
    const dist = await mkdtemp(join(tmpdir(), "courtside-inline-"));
    try {
      expect(inlineScriptHashes(dist)).toEqual([]);
      await writeFile(join(dist, "index.html"), "<body><script>start()</script></body>");
      expect(inlineScriptHashes(dist)).toEqual([sha256("start()")]);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it("allows exactly those scripts beside the site's own files", () => {
    const hash = sha256("start()");
    const policy = String(securityHeaders([hash])["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' ${hash}`);
    expect(policy).not.toContain("unsafe-inline';script");
    expect(String(securityHeaders()["content-security-policy"])).toContain("script-src 'self';");
  });
});
