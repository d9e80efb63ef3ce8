import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { readHandle } from "../routeHandle";

/** The translated title of the deepest matched route that has one (the screen the user is on). */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = readHandle(matches[i]?.handle).titleKey;
    if (key) return t(`titles.${key}`);
  }
  return "";
}
