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

/** The page frame's footer, a module of its own the frame asks for at start. */
const FOOTER = "src/components/Footer/Footer.tsx";
/** The list pager's control, which it asks for at once when a list has more than one page. */
const PAGINATION = "node_modules/antd/es/pagination/index.js";

/**
 * The modules each painted screen asks for at start, by the end of their path: its page, and the
 * parts the page loads on its own at once. The first paint asks for their code with the app's, so
 * the app finds it on its way instead of adding a preload link per module itself while it starts
 * (build/firstPaint.ts, loadApp.ts).
 */
export const FIRST_PAINT_PAGES = {
  matchList: ["src/pages/MatchList/MatchList.tsx", PAGINATION, FOOTER],
  anchorList: ["src/pages/AnchorList/AnchorList.tsx", PAGINATION, FOOTER],
  anchorRoom: [
    "src/pages/AnchorRoom/AnchorRoom.tsx",
    "src/components/ChatRoom/ChatRoom.tsx",
    "src/components/Stage/StagePanel.tsx",
    FOOTER,
  ],
  login: ["src/pages/Login/Login.tsx", FOOTER],
} as const;

export type FirstPaintPage = keyof typeof FIRST_PAINT_PAGES;
