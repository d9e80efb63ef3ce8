import { describe, expect, it } from "vitest";
import { i18n, i18nReady, loadTextAreas } from "./index";
import { pluralForms, pluralRules } from "./plural";

describe("plural rules of our language codes", () => {
  it("reads tw as traditional Chinese, not Twi", () => {
    expect(pluralRules("tw").select(1)).toBe("other");
    expect([...pluralForms("tw")]).toEqual(["other"]);
  });

  it("gives each language the forms its counts need", () => {
    expect(pluralRules("en").select(1)).toBe("one");
    expect(pluralRules("hin").select(0)).toBe("one");
    expect(pluralForms("por")).toEqual(new Set(["one", "other", "many"]));
    for (const lang of ["zh", "ind", "vie", "tha"]) expect([...pluralForms(lang)]).toEqual(["other"]);
  });
});

describe("plural texts", () => {
  it("reach i18next, which picks the form by our rules", async () => {
    await i18nReady;
    await loadTextAreas(["wallet"]);
    expect(i18n.t("wallet.amount.coins", { amount: 1, count: 1 })).toBe("1 coin");
    expect(i18n.t("wallet.amount.coins", { amount: 5, count: 5 })).toBe("5 coins");
    const resolver: { getSuffix: (code: string, count: number) => string } = i18n.services.pluralResolver;
    expect(resolver.getSuffix("tw", 1)).toBe("_other");
    expect(resolver.getSuffix("hin", 1)).toBe("_one");
  });
});
