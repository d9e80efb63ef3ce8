import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "../src/modules/richtext/sanitize.js";
import { adminCall, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let admin: { token: string; userId: number };
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
});
afterAll(() => t.close());

/**
 * Ways to run script from HTML that an editor or a hand-made request could send: every one must
 * come out of the sanitiser with nothing that runs, loads a frame or styles the page.
 */
const XSS_CORPUS = [
  `<script>window.__xss = 1</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror="window.__xss = 1">`,
  `<img src="javascript:window.__xss=1">`,
  `<svg onload="window.__xss = 1"><circle r="4"/></svg>`,
  `<svg><script>window.__xss = 1</script></svg>`,
  `<iframe src="javascript:window.top.__xss = 1"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>`,
  `<a href="javascript:window.__xss = 1">click</a>`,
  `<a href="JaVaScRiPt:window.__xss = 1">click</a>`,
  `<a href="&#106;avascript:window.__xss = 1">click</a>`,
  `<a href=" javascript:window.__xss = 1">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<p style="background:url(javascript:alert(1)); width: expression(alert(1))">styled</p>`,
  `<div style="behavior: url(x.htc)">b</div>`,
  `<style>body { background: red }</style>`,
  `<object data="javascript:alert(1)"></object><embed src="x.swf">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<details open ontoggle="window.__xss = 1">x</details>`,
  `<body onload="window.__xss = 1">`,
  `<a href="/#/match/0" onclick="window.__xss = 1" target="_top">here</a>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<!--<img src=x onerror=alert(1)>-->`,
];

describe("rich text", () => {
  it("strips everything that could run from an XSS corpus and keeps the allowed markup", () => {
    for (const attack of XSS_CORPUS) {
      const clean = sanitizeRichText(attack);
      expect(clean, attack).not.toMatch(/<(script|iframe|svg|object|embed|style|form|meta|base|math|body|details)\b/i);
      expect(clean, attack).not.toMatch(/\son\w+\s*=/i);
      expect(clean, attack).not.toMatch(/style\s*=/i);
      expect(clean, attack).not.toMatch(/(javascript|vbscript|data):/i);
    }
    const kept = sanitizeRichText(
      `<h2>Rules</h2><p>Be <b>kind</b>, <i>fair</i> and <a href="https://example.com/x">read this</a>.</p>` +
        `<ul><li>one</li></ul><ol start="3"><li>three</li></ol><p><a href="/#/user/faq">FAQ</a></p>`,
    );
    expect(kept).toBe(
      `<h2>Rules</h2><p>Be <strong>kind</strong>, <em>fair</em> and ` +
        `<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">read this</a>.</p>` +
        `<ul><li>one</li></ul><ol start="3"><li>three</li></ol><p><a href="/#/user/faq">FAQ</a></p>`,
    );
  });

  it("serves nothing until a super admin saves a text, then the sanitised text in its language", async () => {
    const empty = await call(t, "common_face/find_rich_text", { kind: "faq" }, undefined, "por");
    expect(empty.body.data).toEqual({ kind: "faq", lang: "por", html: null, updatedAt: null });

    const attack = `<h2>Perguntas</h2><p>Olá<img src=x onerror="alert(1)"></p><script>alert(2)</script>`;
    const saved = await adminCall(t, "admin/rich_text/save", { kind: "faq", lang: "por", html: attack }, admin.token);
    expect(saved.body.data.html).toBe(`<h2>Perguntas</h2><p>Olá<img src="x" /></p>`);

    // The request's language picks the text; another language still has none.
    const read = await call(t, "common_face/find_rich_text", { kind: "faq" }, undefined, "por");
    expect(read.body.data).toMatchObject({ lang: "por", html: `<h2>Perguntas</h2><p>Olá<img src="x" /></p>` });
    expect(read.body.data.updatedAt).toBeGreaterThan(Date.now() - 60_000);
    const english = await call(t, "common_face/find_rich_text", { kind: "faq", lang: "en" });
    expect(english.body.data.html).toBeNull();

    const audit = await adminCall(
      t,
      "admin/audit_log",
      { action: "richText.save", page: 1, pageSize: 10 },
      admin.token,
    );
    expect(audit.body, JSON.stringify(audit.body)).toMatchObject({ success: true });
    expect(audit.body.data.list[0]).toMatchObject({ action: "richText.save", targetId: "faq:por" });

    const reset = await adminCall(t, "admin/rich_text/reset", { kind: "faq", lang: "por" }, admin.token);
    expect(reset.body.data.html).toBeNull();
    const after = await call(t, "common_face/find_rich_text", { kind: "faq", lang: "por" });
    expect(after.body.data.html).toBeNull();
  });

  it("lets only a super admin with the security code write, and checks the input", async () => {
    const body = { kind: "liveRules", lang: "en", html: "<p>x</p>" };
    const user = await register(t);
    expect((await adminCall(t, "admin/rich_text/save", body, user.token)).body.code).toBe(ERRORS.noPermission);
    expect((await adminCall(t, "admin/rich_text/save", body, admin.token, null)).body.code).toBe(
      ERRORS.securityCodeRequired,
    );
    expect((await adminCall(t, "admin/rich_text/reset", body, user.token)).body.code).toBe(ERRORS.noPermission);
    const unknownKind = await adminCall(t, "admin/rich_text/save", { ...body, kind: "news" }, admin.token);
    expect(unknownKind.body.success).toBe(false);
    const tooLong = await adminCall(t, "admin/rich_text/save", { ...body, html: "x".repeat(200_001) }, admin.token);
    expect(tooLong.body.success).toBe(false);
    const read = await call(t, "common_face/find_rich_text", { kind: "liveRules", lang: "en" });
    expect(read.body.data.html).toBeNull();
  });
});
