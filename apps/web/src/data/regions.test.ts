import { PROFILE_LIMITS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { REGIONS, regionFields, regionPath } from "./regions";

describe("built-in regions", () => {
  const provinces = REGIONS.flatMap((country) => country.children ?? []);

  it("name each province once, so a stored province finds its country", () => {
    const names = provinces.map((province) => province.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("fit the profile's province and city limits and give every province cities", () => {
    for (const province of provinces) {
      expect(province.name.length).toBeLessThanOrEqual(PROFILE_LIMITS.province);
      expect(province.children?.length).toBeGreaterThan(0);
      for (const city of province.children ?? []) expect(city.name.length).toBeLessThanOrEqual(PROFILE_LIMITS.city);
    }
  });

  it("turn stored fields into a picker path and back", () => {
    const path = regionPath("广东 (Guangdong)", "深圳 (Shenzhen)");
    expect(path).toEqual(["中国 (China)", "广东 (Guangdong)", "深圳 (Shenzhen)"]);
    expect(regionFields(path)).toEqual({ province: "广东 (Guangdong)", city: "深圳 (Shenzhen)" });
    expect(regionPath("Bali", "Unknown town")).toEqual(["Indonesia", "Bali"]);
    expect(regionPath("Atlantis", "")).toEqual([]);
    expect(regionPath("", "")).toEqual([]);
    expect(regionFields(undefined)).toEqual({ province: "", city: "" });
  });
});
