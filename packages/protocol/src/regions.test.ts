import { describe, expect, it } from "vitest";
import { fromVantArea, REGIONS, regionFields, regionPath, toVantArea } from "./regions.js";
import { PROFILE_LIMITS } from "./schemas/user.js";

describe("the region tree", () => {
  it("goes to the Vant area format and back unchanged", () => {
    const area = toVantArea();
    expect(area.province_list["010000"]).toBe(REGIONS[0]?.name);
    expect(Object.keys(area.county_list).every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(fromVantArea(area)).toEqual(
      REGIONS.map((country) => ({
        name: country.name,
        children: (country.children ?? []).map((province) => ({
          name: province.name,
          children: (province.children ?? []).map((city) => ({ name: city.name })),
        })),
      })),
    );
  });
});

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
