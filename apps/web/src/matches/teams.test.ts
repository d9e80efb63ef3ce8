import { describe, expect, it } from "vitest";
import { badgeTextColor, initials, luminance } from "./teams";

describe("team initials", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initials("Saltmarsh Anchors")).toBe("SA");
    expect(initials("Golden Plains Tuskers")).toBe("GT");
    expect(initials("  priya   raman ")).toBe("PR");
  });

  it("takes one letter of a one-word name", () => {
    expect(initials("Volcanoes")).toBe("V");
    expect(initials("盐沼铁锚")).toBe("盐");
  });

  it("keeps a letter's marks together in Thai and Hindi", () => {
    expect(initials("ที่ราบทองคำ")).toBe("ที่");
    expect(initials("ไคโลอา วอลเคโนส์")).toBe("คว");
    expect(initials("เ")).toBe("เ");
    expect(initials("सॉल्टमार्श एंकर्स")).toBe("सॉएं");
  });

  it("uppercases in the language's own rules", () => {
    expect(initials("istanbul ikizler", "tr")).toBe("İİ");
  });

  it("has a placeholder for an empty name", () => {
    expect(initials("   ")).toBe("?");
  });
});

describe("badge text colour", () => {
  it("is white on dark team colours and black on light ones", () => {
    expect(badgeTextColor("#157f2f")).toBe("#fff");
    expect(badgeTextColor("#0b1530")).toBe("#fff");
    expect(badgeTextColor("#fde047")).toBe("#000");
    expect(badgeTextColor("#fff")).toBe("#000");
  });

  it("always reaches 4.5:1 against the badge", () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, "0").repeat(3)}`;
      const l = luminance(hex) ?? 0;
      const text = badgeTextColor(hex) === "#fff" ? 1 : 0;
      const ratio = (Math.max(l, text) + 0.05) / (Math.min(l, text) + 0.05);
      expect(ratio, hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("reads a malformed colour as the fallback grey", () => {
    expect(luminance("red")).toBeUndefined();
    expect(badgeTextColor("red")).toBe("#fff");
  });
});
