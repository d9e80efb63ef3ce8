/**
 * Pictures of the demo content, drawn as SVG (no image files to ship or fetch): a room cover is the
 * field of the room's sport seen from above, an avatar a drawn portrait in the anchor's colours.
 * Captions sit in the middle of the picture, so a centred crop (square photo thumbnails) keeps them.
 */

export type Sport = "football" | "basketball" | "tennis" | "esports" | "volleyball" | "talk";

const W = 640;
const H = 360;
const LINE = `fill="none" stroke="#fff" stroke-width="4" stroke-opacity="0.85"`;

function football(): string {
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${i * 64}" y="0" width="64" height="${H}" fill="${i % 2 ? "#2e7d32" : "#388e3c"}"/>`,
  ).join("");
  return (
    stripes +
    `<rect x="30" y="30" width="580" height="300" ${LINE}/>` +
    `<path d="M320 30v300M30 105h90v150H30M610 105h-90v150h90M30 150h30v60H30M610 150h-30v60h30" ${LINE}/>` +
    `<circle cx="320" cy="180" r="52" ${LINE}/><circle cx="320" cy="180" r="4" fill="#fff"/>` +
    `<path d="M120 140a44 44 0 0 1 0 80M520 140a44 44 0 0 0 0 80" ${LINE}/>` +
    `<circle cx="372" cy="214" r="9" fill="#fff" stroke="#222" stroke-width="2"/>`
  );
}

function basketball(accent: string): string {
  const planks = Array.from(
    { length: 12 },
    (_, i) => `<path d="M0 ${i * 30 + 15}H${W}" stroke="#a86a35" stroke-opacity="0.35" stroke-width="2"/>`,
  ).join("");
  return (
    `<rect width="${W}" height="${H}" fill="#d08c4f"/>${planks}` +
    `<rect x="30" y="30" width="580" height="300" ${LINE}/>` +
    `<rect x="30" y="130" width="120" height="100" fill="${accent}" fill-opacity="0.85"/>` +
    `<rect x="490" y="130" width="120" height="100" fill="${accent}" fill-opacity="0.85"/>` +
    `<path d="M30 130h120v100H30M610 130H490v100h120M320 30v300" ${LINE}/>` +
    `<path d="M30 50h40a130 130 0 0 1 0 260H30M610 50h-40a130 130 0 0 0 0 260h40" ${LINE}/>` +
    `<circle cx="320" cy="180" r="46" ${LINE}/><circle cx="320" cy="180" r="46" fill="${accent}" fill-opacity="0.6"/>` +
    `<circle cx="52" cy="180" r="9" fill="none" stroke="#ff7043" stroke-width="4"/>` +
    `<circle cx="588" cy="180" r="9" fill="none" stroke="#ff7043" stroke-width="4"/>`
  );
}

function tennis(): string {
  return (
    `<rect width="${W}" height="${H}" fill="#2f6f4f"/>` +
    `<rect x="70" y="50" width="500" height="260" fill="#1e5aa8"/>` +
    `<rect x="70" y="50" width="500" height="260" ${LINE}/>` +
    `<path d="M70 82h500M70 278h500M190 82v196M450 82v196M190 180h260M70 180h8M562 180h8" ${LINE}/>` +
    `<path d="M320 40v280" stroke="#e5e7eb" stroke-width="6" stroke-dasharray="3 3"/>` +
    `<circle cx="402" cy="132" r="9" fill="#d9f99d"/>`
  );
}

function volleyball(): string {
  return (
    `<rect width="${W}" height="${H}" fill="#1d4ed8"/>` +
    `<rect x="80" y="60" width="480" height="240" fill="#ea8a3a"/>` +
    `<rect x="80" y="60" width="480" height="240" ${LINE}/>` +
    `<path d="M240 60v240M400 60v240" ${LINE}/>` +
    `<path d="M320 44v272" stroke="#f8fafc" stroke-width="8"/>` +
    `<path d="M320 44v272" stroke="#111827" stroke-width="3" stroke-dasharray="4 6"/>` +
    `<circle cx="270" cy="120" r="14" fill="#fde047"/><path d="M258 114c8 4 16 4 24 0M262 128c6-6 12-8 20-6" stroke="#1d4ed8" stroke-width="2.5" fill="none"/>`
  );
}

function esports(a: string, b: string): string {
  const screen = (x: number, w: number, h: number, y: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#0f172a" stroke="${b}" stroke-width="4"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="3" fill="${a}" fill-opacity="0.75"/>`;
  return (
    `<rect width="${W}" height="${H}" fill="#0b1020"/>` +
    `<path d="M0 260L320 200L640 260V360H0z" fill="#111a33"/>` +
    Array.from({ length: 7 }, (_, i) => `<path d="M320 200L${i * 107} 360" stroke="${b}" stroke-opacity="0.35"/>`).join(
      "",
    ) +
    screen(60, 150, 100, 70) +
    screen(230, 180, 120, 50) +
    screen(430, 150, 100, 70) +
    `<path d="M300 92l40 18-40 18z" fill="#fff" fill-opacity="0.9"/>`
  );
}

function talk(a: string, b: string): string {
  const line = `fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="7" stroke-linecap="round"`;
  return (
    `<rect width="${W}" height="${H}" fill="${a}"/>` +
    `<circle cx="520" cy="70" r="150" fill="${b}" fill-opacity="0.7"/>` +
    `<rect x="0" y="250" width="${W}" height="110" fill="#000" fill-opacity="0.25"/>` +
    `<rect x="298" y="70" width="44" height="76" rx="22" ${line}/>` +
    `<path d="M282 124c0 24 16 38 38 38s38-14 38-38M320 162v24M290 186h60" ${line}/>`
  );
}

function field(sport: Sport, colors: [string, string]): string {
  switch (sport) {
    case "football":
      return football();
    case "basketball":
      return basketball(colors[0]);
    case "tennis":
      return tennis();
    case "volleyball":
      return volleyball();
    case "esports":
      return esports(colors[0], colors[1]);
    default:
      return talk(colors[0], colors[1]);
  }
}

const svgAddress = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
const clean = (text: string) => text.replace(/[<>&"]/g, "");

/** A 16:9 cover: the sport's field from above with the caption on a band across the middle. */
export function demoPicture(colors: [string, string], sport: Sport, caption: string): string {
  return svgAddress(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      field(sport, colors) +
      `<rect x="0" y="${H - 92}" width="${W}" height="64" fill="#000" fill-opacity="0.5"/>` +
      `<text x="${W / 2}" y="${H - 49}" text-anchor="middle" font-size="30" font-weight="700" fill="#fff" ` +
      `font-family="sans-serif">${clean(caption)}</text></svg>`,
  );
}

const SKIN = ["#f2c6a0", "#8d5524", "#e0ac69", "#c68642", "#ffdbac", "#6b3e26", "#d9a066", "#a86b3c"];
const HAIR = ["#2b1b0f", "#111111", "#6b3e1f", "#d6b370", "#3b2314", "#0b0b0b", "#8a4b22", "#c2552d"];

/** Hair drawn over a head centred at (128, 112), radius 46: eight cuts, one per demo anchor. */
function hair(style: number, color: string): string {
  const fill = `fill="${color}"`;
  switch (style % 8) {
    case 0: // ponytail
      return `<path d="M80 108c0-36 22-56 48-56s48 20 48 56c-10-18-28-28-48-28s-38 10-48 28z" ${fill}/><path d="M170 96c22 10 26 44 10 66-2-22-8-40-18-52z" ${fill}/>`;
    case 1: // buzz
      return `<path d="M84 104c2-32 20-50 44-50s42 18 44 50c-12-14-26-20-44-20s-32 6-44 20z" ${fill}/>`;
    case 2: // long
      return `<path d="M78 112c0-40 22-62 50-62s50 22 50 62v64c-8-6-12-30-12-52-8-16-22-26-38-26s-30 10-38 26c0 22-4 46-12 52z" ${fill}/>`;
    case 3: // curly
      return [
        [92, 82],
        [110, 68],
        [128, 62],
        [146, 68],
        [164, 82],
        [86, 102],
        [170, 102],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" ${fill}/>`)
        .join("");
    case 4: // bun
      return `<circle cx="128" cy="50" r="18" ${fill}/><path d="M82 106c0-34 22-52 46-52s46 18 46 52c-12-16-28-22-46-22s-34 6-46 22z" ${fill}/>`;
    case 5: // side part
      return `<path d="M82 108c-2-36 20-58 50-56 28 2 44 22 42 56-16-20-40-30-66-24-10 6-18 14-26 24z" ${fill}/>`;
    case 6: // cap
      return `<path d="M80 100c0-30 22-48 48-48s48 18 48 48z" fill="#1f2937"/><path d="M128 100h64c0 8-8 12-20 12h-44z" fill="#1f2937"/>`;
    default: // bob
      return `<path d="M78 120c-2-44 22-68 50-68s52 24 50 68c-4 8-10 12-14 12 2-20-2-36-10-46-18 6-40 6-62 0-8 10-12 26-10 46-4 0-10-4-4-12z" ${fill}/>`;
  }
}

/** A square portrait: shoulders in the anchor's colours, a face, a haircut of its own. */
export function demoAvatar(index: number, colors: [string, string]): string {
  const skin = SKIN[index % SKIN.length];
  return svgAddress(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="${colors[1]}"/>` +
      `<circle cx="210" cy="40" r="70" fill="#fff" fill-opacity="0.08"/>` +
      `<path d="M40 256c0-52 38-84 88-84s88 32 88 84z" fill="${colors[0]}"/>` +
      `<path d="M108 174l20 26 20-26" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
      `<rect x="114" y="146" width="28" height="32" rx="10" fill="${skin}"/>` +
      `<circle cx="128" cy="112" r="46" fill="${skin}"/>` +
      hair(index, HAIR[index % HAIR.length] ?? "#111") +
      `<circle cx="112" cy="116" r="5" fill="#1f2937"/><circle cx="144" cy="116" r="5" fill="#1f2937"/>` +
      `<path d="M112 136c10 10 22 10 32 0" fill="none" stroke="#7f1d1d" stroke-width="4" stroke-linecap="round"/>` +
      `</svg>`,
  );
}
