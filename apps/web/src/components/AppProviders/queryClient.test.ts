import { describe, expect, it } from "vitest";
import { useSettingsStore } from "../../stores/settings";
import { queryClient } from "./queryClient";

describe("answers in the request's language", () => {
  it("asks again once the language changes, and not when it is set to the same one", () => {
    const start = useSettingsStore.getState().lang;
    queryClient.setQueryData(["matches", "page"], { names: "in the first language" });
    const state = () => queryClient.getQueryState(["matches", "page"]);
    useSettingsStore.setState({ lang: start });
    expect(state()?.isInvalidated).toBe(false);
    useSettingsStore.getState().setLang(start === "tha" ? "por" : "tha");
    expect(state()?.isInvalidated).toBe(true);
    useSettingsStore.getState().setLang(start);
  });
});
