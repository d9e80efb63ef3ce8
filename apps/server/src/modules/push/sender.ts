import { Agent } from "node:https";
import webpush from "web-push";
import { pushFor } from "./message.js";
import type { DeliveryRow } from "./repo.js";

/** What became of one push. */
export type Outcome =
  | { kind: "sent" }
  /** 404/410: the subscription expired or was withdrawn; it is removed. */
  | { kind: "gone" }
  /** 429, 5xx or no answer: tried again later, not before `retryAfterMs` when the service said so. */
  | { kind: "retry"; retryAfterMs: number | undefined; error: string }
  /** Any other refusal (a bad request, a key the service rejects): retrying would not help. */
  | { kind: "failed"; error: string };

const REQUEST_TIMEOUT_MS = 10_000;

/** Retry-After in seconds or as an HTTP date (RFC 9110). */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function header(headers: Record<string, string | string[] | undefined> | undefined, name: string) {
  const value = headers?.[name] ?? headers?.[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Sends pushes with `web-push` (RFC 8291 aes128gcm encryption, RFC 8030 headers) over kept-alive
 * connections, signing with a cached VAPID token.
 */
export function createSender(authorization: (endpoint: string) => string) {
  let agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return {
    /** Tests point pushes at a loopback service with its own certificate. */
    useAgent(next: Agent) {
      agent.destroy();
      agent = next;
    },
    close() {
      agent.destroy();
    },
    async send(row: DeliveryRow): Promise<Outcome> {
      const { message, ttlSeconds, urgency, topic } = pushFor(row);
      const { subscription } = row;
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(message),
          {
            TTL: ttlSeconds,
            urgency,
            ...(topic ? { topic } : {}),
            contentEncoding: "aes128gcm",
            headers: { Authorization: authorization(subscription.endpoint) },
            agent,
            timeout: REQUEST_TIMEOUT_MS,
          },
        );
        return { kind: "sent" };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          const status = error.statusCode;
          if (status === 404 || status === 410) return { kind: "gone" };
          const text = `${status} ${error.body ?? ""}`.trim();
          if (status === 429 || status >= 500) {
            return { kind: "retry", retryAfterMs: retryAfterMs(header(error.headers, "retry-after")), error: text };
          }
          return { kind: "failed", error: text };
        }
        // No answer at all (refused, reset, timed out): the service may be back soon.
        return {
          kind: "retry",
          retryAfterMs: undefined,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
export type Sender = ReturnType<typeof createSender>;
