import { API_BASE } from "../api/client";
import { useSessionStore } from "../stores/session";
import { useSettingsStore } from "../stores/settings";
import { createRealtimeClient, type RealtimeClient, type SocketLike } from "./client";

/** The gateway's address for the current page, token and language (visitors go without a token). */
export function gatewayUrl(location: { protocol: string; host: string }, token: string | null, lang: string): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = new URLSearchParams();
  if (token) query.set("token", token);
  query.set("lang", lang);
  return `${scheme}://${location.host}${API_BASE}/ws?${query.toString()}`;
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
    connect: () =>
      browserSocket(gatewayUrl(window.location, useSessionStore.getState().jwt, useSettingsStore.getState().lang)),
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
