import type { Lang } from "@courtside/protocol";
import { useSettingsStore } from "../stores/settings";

/** The current interface language; changing it is `useSettingsStore.getState().setLang`. */
export function useLang(): Lang {
  return useSettingsStore((state) => state.lang);
}
