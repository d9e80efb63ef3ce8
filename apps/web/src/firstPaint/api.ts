import { LANGUAGE_LIST, type Lang } from "@courtside/protocol";

/**
 * A public read of the API for the first paint: the same call and headers as the app's client
 * (api/client.ts) without a session, as the first paint shows only what every visitor sees. Any
 * failure is `undefined`: the app shows the page's real state, and its errors, moments later.
 */
export async function read<T>(lang: Lang, path: string, body: unknown = {}): Promise<T | undefined> {
  try {
    const res = await fetch(`/web${path}`, {
      method: "POST",
      headers: {
        "X-Requested-With": "XMLHttpRequest",
        "Content-Type": "application/json",
        DeviceInfo: `pc${localStorage.getItem("deviceId") ?? ""}`,
        "language-config": LANGUAGE_LIST.find((entry) => entry.code === lang)?.header ?? lang,
      },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { success?: boolean; data?: T };
    return envelope.success ? envelope.data : undefined;
  } catch {
    return undefined;
  }
}
