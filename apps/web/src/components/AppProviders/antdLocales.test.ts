import { describe, expect, it } from "vitest";
import { loadAntdLocale } from "./antdLocales";

describe("antd's texts per language", () => {
  it("names the Hindi pager's parts in Hindi", async () => {
    const locale = await loadAntdLocale("hin");
    expect(locale?.Pagination).toMatchObject({
      jump_to: "इस पर चलें",
      page_size: "पृष्ठ आकार",
      page: "पृष्ठ",
      prev_page: "पिछला पृष्ठ",
    });
  });
});
