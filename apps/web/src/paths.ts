/** Route paths used from more than one place (links, guards, the request client). */
export const PATHS = {
  home: "/",
  matchHome: "/match/0",
  anchorHome: "/anchor/0",
  login: "/login",
  register: "/register",
  forget: "/forget",
  page403: "/403",
  chat: "/chat",
  user: "/user",
  serviceAgreement: "/user/contract/service",
  privacyAgreement: "/user/contract/privacy",
  faq: "/user/question",
  admin: "/admin",
} as const;

export const matchColumnPath = (id: number) => `/match/${id}`;
export const anchorColumnPath = (id: number) => `/anchor/${id}`;
export const matchLivePath = (id: number) => `/match/live/${id}`;
export const matchDetailPath = (id: number) => `/match/match/${id}`;
export const anchorRoomPath = (id: number) => `/anchor/room/${id}`;

/**
 * A redirect target is only ever an in-app path. Anything else (`//evil.example`, `https:`…) is
 * dropped, so a crafted link cannot send someone off-site after they sign in.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return PATHS.home;
  }
  return target;
}

/** The login page, remembering where to come back to (unless that is a sign-in page itself). */
export function loginPath(from?: string): string {
  const authPages: readonly string[] = [PATHS.login, PATHS.register, PATHS.forget];
  if (!from || from === PATHS.home || authPages.some((page) => from.startsWith(page))) return PATHS.login;
  return `${PATHS.login}?redirect=${encodeURIComponent(from)}`;
}
