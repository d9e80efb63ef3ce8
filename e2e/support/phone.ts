import type { AuthResult } from "@courtside/protocol";
import type { Browser, BrowserContext } from "playwright-core";

/** A phone's screen (390 × 844), the width every screen must fit. */
export const PHONE = { width: 390, height: 844 };

/** English and Portuguese, whose longer words must wrap rather than overflow: [code, browser locale]. */
export const PHONE_LANGS: readonly (readonly [string, string])[] = [
  ["en", "en-US"],
  ["pt", "pt-BR"],
];

/** A phone-sized touch context in a language (the stored choice, as the switcher leaves it), signed in or not. */
export async function phoneContext(
  browser: Browser,
  lang: (typeof PHONE_LANGS)[number],
  auth?: AuthResult,
): Promise<BrowserContext> {
  const [code, locale] = lang;
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
  await context.addInitScript(
    ([chosen, jwt, user]) => {
      localStorage.setItem("lang", chosen);
      if (jwt) localStorage.setItem("token", jwt);
      if (user) localStorage.setItem("userInfo", user);
    },
    [code === "pt" ? "por" : "en", auth?.token ?? "", auth ? JSON.stringify(auth.userInfo) : ""] as const,
  );
  return context;
}
