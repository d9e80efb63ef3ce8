import { API_BASE } from "../api/client";
import { useSessionStore } from "../stores/session";
import { useSettingsStore } from "../stores/settings";
import { type AuthFrame, createRealtimeClient, type RealtimeClient, type SocketLike } from "./client";

/** The gateway's address for the current page and language; the token goes in the first frame. */
export function gatewayUrl(location: { protocol: string; host: string }, lang: string): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}${API_BASE}/ws?${new URLSearchParams({ lang }).toString()}`;
}

/** The first frame: the signed-in user's token, or nothing for a visitor. */
export function authFrame(token: string | null): AuthFrame {
  return token ? { type: "auth", token } : { type: "auth" };
}

/** The browser's WebSocket behind the client's small socket interface. */
function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: () => ws.close(),
    onopen: null,
    onclose: null,
    onmessage: null,
  };
  ws.onopen = (event) => socket.onopen?.(event);
  ws.onclose = (event) => socket.onclose?.(event);
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  return socket;
}

let shared: RealtimeClient | undefined;

/**
 * The app's one realtime connection, opened on first use. It reconnects at once when the user
 * signs in or out or changes language, so the gateway knows who is speaking and answers in the
 * right language; channels resume where they were.
 */
export function realtime(): RealtimeClient {
  if (shared) return shared;
  const client = createRealtimeClient({
    connect: () => browserSocket(gatewayUrl(window.location, useSettingsStore.getState().lang)),
    auth: () => authFrame(useSessionStore.getState().jwt),
  });
  useSessionStore.subscribe((state, previous) => {
    if (state.jwt !== previous.jwt) client.reconnect();
  });
  useSettingsStore.subscribe((state, previous) => {
    if (state.lang !== previous.lang) client.reconnect();
  });
  client.start();
  shared = client;
  return client;
}
