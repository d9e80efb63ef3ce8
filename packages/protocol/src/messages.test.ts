import { describe, expect, it } from "vitest";
import { ERRORS, type ErrorKey, errorKeyOf } from "./errors.js";
import { LANGS } from "./languages.js";
import { errorMessage, interpolate, MESSAGES, pluralForm } from "./messages.js";

describe("error catalogue", () => {
  it("gives every error a distinct code and keeps the spec's fixed codes", () => {
    const codes = Object.values(ERRORS);
    expect(new Set(codes).size).toBe(codes.length);
    expect(ERRORS.forbidden).toBe(403);
    expect(ERRORS.tokenInvalid).toBe(2321);
    expect(ERRORS.regionBlocked).toBe(7898);
    expect(errorKeyOf(2321)).toBe("tokenInvalid");
    expect(errorKeyOf(0)).toBeUndefined();
  });

  it.each(LANGS)("has a message for every error in %s", (lang) => {
    for (const key of Object.keys(ERRORS) as ErrorKey[]) {
      expect(MESSAGES[lang].errors[key], `${lang}.errors.${key}`).toBeTruthy();
    }
  });

  it("puts a count in the plural form its language needs", () => {
    expect(errorMessage("en", "redPacketGrabLimit", { minutes: 1 })).toMatch(/in 1 minute$/);
    expect(errorMessage("en", "redPacketGrabLimit", { minutes: 5 })).toMatch(/in 5 minutes$/);
    expect(errorMessage("en", "messageInterval", { seconds: 1 })).toBe("Please wait 1 second between messages");
    expect(errorMessage("por", "rateLimited", { seconds: 1 })).toMatch(/em 1 segundo$/);
    expect(errorMessage("por", "rateLimited", { seconds: 30 })).toMatch(/em 30 segundos$/);
    expect(errorMessage("zh", "rateLimited", { seconds: 1 })).toBe(
      errorMessage("zh", "rateLimited", { seconds: 2 }).replace("2", "1"),
    );
    // "tw" is Twi to Intl: the rules come from its tag, zh-TW, which has one form.
    expect(pluralForm("tw", 1)).toBe("other");
    expect(pluralForm("hin", 0)).toBe("one");
  });

  it("fills placeholders in the requested language", () => {
    expect(errorMessage("en", "messageInterval", { seconds: 7 })).toBe("Please wait 7 seconds between messages");
    expect(errorMessage("zh", "messageInterval", { seconds: 7 })).toContain("7");
    expect(interpolate("{{a}} and {{ b }} and {{c}}", { a: 1, b: "two" })).toBe("1 and two and {{c}}");
  });
});
