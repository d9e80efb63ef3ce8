import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging.js";

describe("logged addresses", () => {
  it("keep the path and the names of query parameters, never their values", () => {
    expect(redactUrl("/web/ws?token=eyJhbGciOi.x.y&lang=en")).toBe("/web/ws?token=[redacted]&lang=[redacted]");
    expect(redactUrl("/web/health")).toBe("/web/health");
    expect(redactUrl("/files/a.png?expires=1&signature=abc")).toBe(
      "/files/a.png?expires=[redacted]&signature=[redacted]",
    );
  });

  it("hide a parameter name that could itself be a secret", () => {
    expect(redactUrl("/web/ws?eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw")).toBe(
      "/web/ws?[redacted]",
    );
    expect(redactUrl("/web/x?a%20b=1&&ok")).toBe("/web/x?[redacted]&ok=[redacted]");
  });
});
