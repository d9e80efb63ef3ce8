/** Markup for the first paint, written as strings: it runs before any library has loaded. */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or an attribute value from the server, escaped. */
export const esc = (value: unknown): string => String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** An address for `src`: only our own paths, data images and https, like the app's images. */
export const safeSrc = (value: unknown): string => {
  const src = String(value ?? "");
  return /^(\/|\.\/|https:|data:image\/)/.test(src) ? esc(src) : "";
};

const icon = (body: string) =>
  `<svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;

/** The shell's icons (components/icons), drawn the same. */
export const ICONS = {
  search: icon('<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>'),
  globe: icon(
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/>',
  ),
  bell: icon('<path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"/>'),
  user: icon('<circle cx="12" cy="8" r="4"/><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"/>'),
  logo: '<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#f97316"/><circle cx="32" cy="32" r="18" fill="#0b1530"/><path d="M14 32h36M32 14v36M19.5 19.5c6 6 6 19 0 25M44.5 19.5c-6 6-6 19 0 25" fill="none" stroke="#f97316" stroke-width="3" stroke-linecap="round"/></svg>',
};
