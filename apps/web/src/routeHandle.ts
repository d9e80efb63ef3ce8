import en from "./i18n/locales/en.json";

/** Keys of the screen titles in the locale files. */
export type TitleKey = keyof typeof en.titles;

/** Static facts about a route, read through `useMatches`. */
export interface RouteHandle {
  titleKey?: TitleKey;
  /** Set on the guard route: pages below it need sign-in. */
  requiresAuth?: boolean;
}

function isTitleKey(value: unknown): value is TitleKey {
  return typeof value === "string" && Object.hasOwn(en.titles, value);
}

/** Reads a route's handle; handles are typed `unknown` by the router. */
export function readHandle(handle: unknown): RouteHandle {
  if (typeof handle !== "object" || handle === null) return {};
  const titleKey: unknown = Reflect.get(handle, "titleKey");
  return {
    titleKey: isTitleKey(titleKey) ? titleKey : undefined,
    requiresAuth: Reflect.get(handle, "requiresAuth") === true,
  };
}
