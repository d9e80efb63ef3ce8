import { FIRST_PAINT_PATHS } from "./paths";
import type { Screen } from "./screen";
import { anchorList } from "./screens/anchorList";
import { anchorRoom } from "./screens/anchorRoom";
import { login } from "./screens/login";
import { matchList } from "./screens/matchList";

/** The first screens painted before the app: the home page and the other pages people land on. */
const ROUTES: [RegExp, Screen][] = [
  [FIRST_PAINT_PATHS.home, matchList],
  [FIRST_PAINT_PATHS.matchList, matchList],
  [FIRST_PAINT_PATHS.anchorList, anchorList],
  [FIRST_PAINT_PATHS.anchorRoom, anchorRoom],
  [FIRST_PAINT_PATHS.login, login],
];

/** The screen of a hash address (`#/anchor/room/7?x=1`) and its number, or null for the others. */
export function screenOf(hash: string): { screen: Screen; id: number } | null {
  const path = hash.replace(/^#/, "").split("?")[0] ?? "";
  for (const [pattern, screen] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return { screen, id: Number(match[1] ?? 0) };
  }
  return null;
}
