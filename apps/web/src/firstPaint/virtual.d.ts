/** Written by the build (build/firstPaint.ts): per language, the texts of FIRST_PAINT_KEYS in that order. */
declare module "virtual:first-paint-texts" {
  const texts: Record<import("@courtside/protocol").Lang, string[]>;
  export default texts;
}
