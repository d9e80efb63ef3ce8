/**
 * Thin wrapper over localStorage. Every access is guarded because storage can be missing (tests in
 * Node, some embedded browsers) or throw (Safari private mode, quota full); losing a preference must
 * never break the page.
 */

/** localStorage keys. `lang` is fixed by the spec; the others are ours. */
export const STORAGE_KEYS = {
  lang: "lang",
  token: "token",
  userInfo: "userInfo",
  deviceId: "deviceId",
  messageSettings: "messageSettings",
  /** This browser's push subscription as JSON (spec section 3), sent with `/jpush/pushToken`. */
  messagePushToken: "messagePushToken",
  /** When the notification prompt was last put off, so it is not asked again at once. */
  notifyPromptAt: "notifyPromptAt",
  /** The live room's viewing choices: comments over the video, their density, theatre mode. */
  viewing: "viewing",
} as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or private mode: the value lives for this page only.
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** Parses a stored JSON value; a corrupt entry reads as absent rather than crashing start-up. */
export function readJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value;
  } catch {
    return undefined;
  }
}
