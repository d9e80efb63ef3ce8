import { LANGUAGE_LIST, type Lang } from "@courtside/protocol";

/**
 * The headers every call carries: the app's client (client.ts) adds the session to them, and the
 * first paint's public reads (firstPaint/api.ts) send them as they are.
 */
export function baseHeaders(lang: Lang, device: string): Record<string, string> {
  return {
    "X-Requested-With": "XMLHttpRequest",
    "Content-Type": "application/json",
    DeviceInfo: `pc${device}`,
    "language-config": LANGUAGE_LIST.find((entry) => entry.code === lang)?.header ?? lang,
  };
}
