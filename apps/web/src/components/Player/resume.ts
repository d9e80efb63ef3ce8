/** The last watched position of each replay, kept in this browser. */
const PREFIX = "courtside.player.resume:";

export function readResume(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(PREFIX + key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeResume(key: string, seconds: number | null): void {
  try {
    if (seconds === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, String(Math.floor(seconds)));
  } catch {
    // Storage may be full or blocked; resuming is a convenience.
  }
}
