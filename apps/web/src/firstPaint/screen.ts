import type { Lang } from "@courtside/protocol";
import type { FirstPaintPage } from "./paths";
import type { Texts } from "./texts";

export interface ScreenContext {
  lang: Lang;
  t: Texts;
  /** The route's parameters: a column or a room id. */
  id: number;
}

/** One first screen: what it paints at once, and what it paints when its data is in. */
export interface Screen {
  section: "match" | "anchor" | null;
  /** Whether the route's number is the match column lit in the sports strip. */
  sportsLit: boolean;
  /** The screen's modules in the app (FIRST_PAINT_PAGES), whose code is asked for with the app's. */
  page: FirstPaintPage;
  /** The app's stylesheets of the screen's parts, beside BASE_STYLES. */
  styles: string[];
  /** Draws at once, then again with the data; settles when the last drawing is done. */
  paint(context: ScreenContext, draw: (html: string) => void): Promise<void>;
}
