import { fetchPushKey, sendPushToken } from "../api/notify";
import { useSettingsStore } from "../stores/settings";
import { readItem, removeItem, STORAGE_KEYS, writeItem } from "../stores/storage";
import { browserTraits, pushPlatform } from "./platform";

/**
 * Browser push (DECISIONS 5): the service worker, this browser's subscription with the server's
 * VAPID key, and its registration at `/jpush/pushToken`. Push is an extra: where it is missing,
 * blocked or fails, notices still arrive in the page over the websocket.
 */
export type PushState = "unsupported" | "blocked" | "off" | "on";

/** Spec section 5: only where the browser supports notifications (and push) at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

export function pushState(): PushState {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return Notification.permission === "granted" && readItem(STORAGE_KEYS.messagePushToken) ? "on" : "off";
}

/** The worker at the app's root (its scope is the whole app); registering again is cheap. */
function worker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register("./sw.js", { scope: "./", updateViaCache: "none" });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** This browser's subscription for the server's current key: kept, or made anew. */
async function subscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const key = keyBytes((await fetchPushKey()).publicKey);
  const current = await registration.pushManager.getSubscription();
  if (current && sameKey(current, key)) return current;
  // Made with another key (the server's keys changed): it would never receive anything.
  await current?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

let syncing: Promise<PushState> | undefined;

/**
 * Sends this browser's subscription to the server, with its message settings. Done on every app
 * load of a signed-in user (subscriptions expire without telling anyone) and whenever the message
 * settings change; only once permission is granted, so it never asks for it.
 */
export function syncPush(): Promise<PushState> {
  syncing ??= (async (): Promise<PushState> => {
    if (!pushSupported()) return "unsupported";
    const registration = await worker();
    if (Notification.permission !== "granted") return Notification.permission === "denied" ? "blocked" : "off";
    const current = await subscription(registration);
    const token = JSON.stringify(current);
    writeItem(STORAGE_KEYS.messagePushToken, token);
    const { messageNotification, messageInfoNotification } = useSettingsStore.getState().messageSettings;
    await sendPushToken({
      platform: pushPlatform(browserTraits(current.endpoint)),
      token,
      settings: { messageNotification, messageInfoNotification },
    });
    return "on";
  })()
    .catch((): PushState => {
      removeItem(STORAGE_KEYS.messagePushToken);
      return pushSupported() && Notification.permission === "denied" ? "blocked" : "off";
    })
    .finally(() => {
      syncing = undefined;
    });
  return syncing;
}

/** Asks the browser's permission (call from a click) and, when given, subscribes. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission =
    Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return permission === "denied" ? "blocked" : "off";
  return syncPush();
}
