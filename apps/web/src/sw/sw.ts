/// <reference lib="webworker" />
import { SW_MESSAGE } from "@courtside/protocol";
import { notificationFor, openNotice, pageInFront, readPush } from "./notice";

/**
 * The service worker, served from the app's root so its scope is the whole app (built to
 * `dist/sw.js` by build/serviceWorker.ts). It shows pushed notices and opens the right screen on a
 * click; the rest of the app works without it.
 */
declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

function readJson(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

self.addEventListener("push", (event) => {
  const push = readPush(readJson(event));
  if (!push) return;
  event.waitUntil(
    (async () => {
      // A page of the app in front shows the notice itself, from the websocket.
      if (await pageInFront(self.clients)) return;
      const shown = notificationFor(push, self.navigator.language, self.registration.scope);
      if (shown) await self.registration.showNotification(shown.title, shown.options);
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openNotice(event.notification.data, self.clients, self.registration.scope));
});

// A page may hand over a push to be handled as if its notification had been clicked: the browser
// tests use it, since they cannot click a system notification.
self.addEventListener("message", (event) => {
  const message: unknown = event.data;
  if (typeof message !== "object" || message === null || Reflect.get(message, "type") !== SW_MESSAGE.open) return;
  const push = readPush(Reflect.get(message, "push"));
  const shown = push && notificationFor(push, self.navigator.language, self.registration.scope);
  if (shown) event.waitUntil(openNotice(shown.options.data, self.clients, self.registration.scope));
});
