/** A team's initials for its badge when it has no logo: the first letter of its first and last word. */
export function initials(name: string, locale?: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .filter((word) => word !== undefined)
    .map((word) => firstGrapheme(word).toLocaleUpperCase(locale))
    .join("");
}

/** Thai and Lao vowels written before the consonant they follow in speech (เ แ โ ใ ไ). */
const LEADING_VOWEL = /^[\u0E40-\u0E44\u0EC0-\u0EC4]$/;

/**
 * The first user-perceived character: a Thai or Hindi letter keeps its marks. A leading Thai vowel
 * is skipped, as an initial is the consonant ("ไคโลอา" → "ค", not "ไ").
 */
function firstGrapheme(word: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let leading = "";
  for (const { segment } of segmenter.segment(word)) {
    if (!LEADING_VOWEL.test(segment)) return segment;
    leading ||= segment;
  }
  return leading;
}

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour; undefined when it is not one. */
export function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  const channels = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const BADGE_FALLBACK = "#475569";

/**
 * White or black initials, whichever contrasts more with the team colour. Black rather than our navy:
 * between them white and pure black always reach 4.5:1, which navy would miss on mid-tone colours.
 */
export function badgeTextColor(background: string): "#fff" | "#000" {
  const l = luminance(background) ?? luminance(BADGE_FALLBACK) ?? 0;
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? "#fff" : "#000";
}
