/** The addresses with a first paint (route.ts), shared with the app so it knows when one is left. */
export const FIRST_PAINT_PATHS = {
  home: /^\/?$/,
  matchList: /^\/match\/(\d+)$/,
  anchorList: /^\/anchor\/(\d+)$/,
  anchorRoom: /^\/anchor\/room\/(\d+)$/,
  login: /^\/login$/,
} as const;

export const hasFirstPaint = (pathname: string): boolean =>
  Object.values(FIRST_PAINT_PATHS).some((pattern) => pattern.test(pathname));
