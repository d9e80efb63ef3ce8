import { LIMITS } from "@courtside/protocol";
import { readItem, STORAGE_KEYS, writeItem } from "../stores/storage";

/**
 * The device fingerprint sent as `DeviceInfo: pc<id>`. It is made once per browser and cached, so
 * the server can tell a user's devices apart; it is not meant to identify a person, only to stay
 * stable across visits, hence stable browser properties plus randomness against collisions.
 */

/** Kept in memory too, so a browser without storage still makes only one id per page. */
let memory: string | null = null;
let pending: Promise<string> | null = null;

/** 53-bit string hash (cyrb53): fast, no secure context needed (crypto.subtle is https-only). */
function hash(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

function stableProperties(): string {
  if (typeof navigator === "undefined") return "node";
  const screenPart = typeof screen === "undefined" ? "" : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  return [
    navigator.userAgent,
    navigator.language,
    navigator.hardwareConcurrency,
    navigator.maxTouchPoints,
    screenPart,
    // The offset rather than the zone's name: asking Intl for the name loads the locale's calendar
    // data, tens of milliseconds on a phone, for one more bit of an id that is made only once.
    new Date().getTimezoneOffset(),
  ].join("|");
}

function randomPart(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function makeDeviceId(): string {
  return `${hash(stableProperties())}${randomPart()}`;
}

/** The device id if it has been made already (this visit or an earlier one), without waiting. */
export function knownDeviceId(): string | null {
  memory ??= readItem(STORAGE_KEYS.deviceId);
  return memory;
}

/**
 * The cached device id, or a new one made after LIMITS.deviceIdDelayMs (the spec's delay keeps the
 * fingerprint work off the start-up path). Concurrent callers share one generation.
 */
export function deviceId(): Promise<string> {
  memory ??= readItem(STORAGE_KEYS.deviceId);
  if (memory) return Promise.resolve(memory);
  pending ??= new Promise<string>((resolve) => {
    setTimeout(() => {
      const id = readItem(STORAGE_KEYS.deviceId) ?? makeDeviceId();
      writeItem(STORAGE_KEYS.deviceId, id);
      memory = id;
      pending = null;
      resolve(id);
    }, LIMITS.deviceIdDelayMs);
  });
  return pending;
}
