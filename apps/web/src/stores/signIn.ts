import type { AuthResult } from "@courtside/protocol";
import { useSessionStore } from "./session";
import { useSettingsStore } from "./settings";

/**
 * Keeps a sign-in's token and user, and follows the account's language unless the user chose one
 * in this browser. Where to go next is the page's business (the login page honours `?redirect=`).
 */
export function signIn({ token, userInfo }: AuthResult): void {
  const session = useSessionStore.getState();
  session.setToken(token);
  session.setUserInfo(userInfo);
  useSettingsStore.getState().adoptAccountLang(userInfo.languageType);
}
