import type { FastifyBaseLogger } from "fastify";
import type { SmsConfig } from "../../config.js";

/** Hands a text to whoever delivers it. `target` is the phone with its area code, digits only. */
export interface SmsProvider {
  readonly name: string;
  send(target: string, body: string): Promise<void>;
}

/** Default: nothing leaves the machine; the outbox table and the log are where texts are read. */
export function logProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: "log",
    async send(target, body) {
      log.info({ sms: { to: `+${target}`, body } }, "sms (log provider)");
    },
  };
}

/**
 * A Twilio-style HTTP API: POST form fields To, From and Body with basic auth; any 2xx is
 * accepted. Twilio itself: SMS_HTTP_URL=https://api.twilio.com/2010-04-01/Accounts/<sid>/Messages.json.
 */
export function httpProvider(config: Extract<SmsConfig, { provider: "http" }>): SmsProvider {
  return {
    name: "http",
    async send(target, body) {
      const form = new URLSearchParams({ To: `+${target}`, Body: body });
      if (config.from) form.set("From", config.from);
      const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
      if (config.user) {
        headers.authorization = `Basic ${Buffer.from(`${config.user}:${config.password ?? ""}`).toString("base64")}`;
      }
      const res = await fetch(config.url, { method: "POST", headers, body: form, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`sms provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}
