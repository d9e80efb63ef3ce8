/**
 * The first paint's answers, kept for the app: its first call of the same path and body takes the
 * answer instead of asking again (api/client.ts), so a visitor's first screen costs each call once
 * and the app's first render already has its data. Kept on `window` because the first paint and
 * the app are separate scripts.
 */
type Answers = Map<string, Promise<string | undefined>>;

declare global {
  interface Window {
    courtsideFirstAnswers?: Answers;
  }
}

const keyOf = (path: string, body: string) => `${path} ${body}`;

/** Called by the first paint with the text of an answer on its way (undefined if the call failed). */
export function keepAnswer(path: string, body: string, text: Promise<string | undefined>): void {
  window.courtsideFirstAnswers ??= new Map();
  window.courtsideFirstAnswers.set(keyOf(path, body), text);
}

/** The kept answer to this call, once; undefined when there is none. */
export function takeAnswer(path: string, body: string): Promise<string | undefined> | undefined {
  const answers = typeof window === "undefined" ? undefined : window.courtsideFirstAnswers;
  const key = keyOf(path, body);
  const answer = answers?.get(key);
  answers?.delete(key);
  return answer;
}

/** Drops the answers nobody took (a signed-in user's calls differ from a visitor's). */
export function dropAnswers(): void {
  if (typeof window !== "undefined") delete window.courtsideFirstAnswers;
}
