import { i18n } from "./i18n";
import type en from "./i18n/locales/en.json";

/** Keys of the screen titles in the locale files. */
export type TitleKey = keyof typeof en.titles;

/** Static facts about a route, read through `useMatches`. */
export interface RouteHandle {
  titleKey?: TitleKey;
}

function isTitleKey(value: unknown): value is TitleKey {
  // The loaded language has exactly the English keys (the locale tests); English itself may not be loaded.
  return typeof value === "string" && i18n.exists(`titles.${value}`);
}

/** Reads a route's handle; handles are typed `unknown` by the router. */
export function readHandle(handle: unknown): RouteHandle {
  if (typeof handle !== "object" || handle === null) return {};
  const titleKey: unknown = Reflect.get(handle, "titleKey");
  return { titleKey: isTitleKey(titleKey) ? titleKey : undefined };
}
