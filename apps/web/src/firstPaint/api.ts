import type { Lang } from "@courtside/protocol";
import { baseHeaders } from "../api/baseHeaders";
import { keepAnswer } from "./answers";

/**
 * A public read of the API for the first paint: the same call and headers as the app's client
 * (api/client.ts) without a session, as the first paint shows only what every visitor sees. Any
 * failure is `undefined`: the app shows the page's real state, and its errors, moments later. The
 * answer's text is kept for the app's first same call (answers.ts).
 */
export async function read<T>(lang: Lang, path: string, body: unknown = {}): Promise<T | undefined> {
  const json = JSON.stringify(body);
  const text = fetch(`/web${path}`, {
    method: "POST",
    headers: baseHeaders(lang, localStorage.getItem("deviceId") ?? ""),
    body: json,
  }).then(
    (response) => (response.ok ? response.text() : undefined),
    () => undefined,
  );
  keepAnswer(path, json, text);
  try {
    const envelope = JSON.parse((await text) ?? "{}") as { success?: boolean; data?: T };
    return envelope.success ? envelope.data : undefined;
  } catch {
    return undefined;
  }
}
