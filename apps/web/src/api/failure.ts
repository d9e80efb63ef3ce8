import { ERRORS, errorKeyOf, TOKEN_INVALID_CODES } from "@courtside/protocol";
import { i18n } from "../i18n";
import { loginPath, PATHS } from "../paths";
import { useAppStore } from "../stores/app";
import { useSessionStore } from "../stores/session";
import { clientEffects } from "./effects";
import { type ApiError, CLIENT_ERRORS } from "./errors";

/**
 * The text shown for a failure, in the current language: the catalogue's translation of the code,
 * else the server's own message, else a generic text.
 */
export function failureText(error: ApiError): string {
  if (error.code === CLIENT_ERRORS.timeout) return i18n.t("network.timeout");
  if (error.code === CLIENT_ERRORS.network) return i18n.t("network.offline");
  const key = errorKeyOf(error.code);
  // Texts with placeholders ("try again in {{seconds}} seconds") are filled in by the server, which
  // answers in the language we asked for, so its msg is the better text for those.
  const template: unknown = key && i18n.getResource(i18n.language, "translation", `errors.${key}`);
  const needsParams = typeof template === "string" && template.includes("{{");
  if (key && !(needsParams && error.msg)) return i18n.t(`errors.${key}`);
  return error.msg || i18n.t("network.failed");
}

/**
 * What the app does after a failed call (spec section 8): 7898 shows /403 with the response data;
 * 403 and 2321 sign out and go to the login page; anything else shows a message. `sentWith` is the
 * session token the call went with: a refusal of a token the app no longer holds (the user signed
 * out, or in again, while the call was out) says nothing about the current session and is dropped.
 */
export function reportFailure(error: ApiError, options: { silent?: boolean; sentWith?: string | null } = {}): void {
  const effects = clientEffects();
  if (error.code === ERRORS.regionBlocked) {
    useAppStore.getState().setPage403(error.data);
    effects.navigate(PATHS.page403);
    return;
  }
  if (TOKEN_INVALID_CODES.includes(error.code)) {
    if (options.sentWith !== undefined && options.sentWith !== useSessionStore.getState().jwt) return;
    useSessionStore.getState().logout();
    effects.showError(failureText(error));
    effects.navigate(loginPath(effects.currentPath()));
    return;
  }
  if (!options.silent) effects.showError(failureText(error));
}

/**
 * Seconds to wait after a rate limit (code 1005): `data.retryAfterMs` where the server gives it,
 * else the first number of its message ("try again in 37 seconds", in the caller's language).
 */
export function rateLimitSeconds(error: ApiError): number | undefined {
  if (error.code !== ERRORS.rateLimited) return undefined;
  const retryAfterMs: unknown =
    typeof error.data === "object" && error.data !== null ? Reflect.get(error.data, "retryAfterMs") : undefined;
  if (typeof retryAfterMs === "number" && retryAfterMs >= 0) return Math.ceil(retryAfterMs / 1000);
  const match = /\d+/.exec(error.msg);
  return match ? Number(match[0]) : undefined;
}
