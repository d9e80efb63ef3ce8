import { randomInt } from "node:crypto";
import type { TestApp } from "./app.js";

let counter = 0;
/**
 * A username no other test (or run sharing one PostgreSQL) has used: the prefix (at most 5
 * letters), the time's last six base-36 digits, this process's count in three decimal digits (so
 * the name has the digit usernames need) and a random base-36 digit. Every part has a fixed width,
 * so two names cannot run together into one (count 1 with random 23 and count 12 with random 3
 * once did), and the 15 characters a username may have are never cut.
 */
export function uniqueUsername(prefix = "u"): string {
  if (prefix.length > 5) throw new Error(`username prefix "${prefix}" is over 5 letters`);
  counter += 1;
  const time = Date.now().toString(36).slice(-6);
  const count = String(counter % 1000).padStart(3, "0");
  return `${prefix}${time}${count}${randomInt(36).toString(36)}`;
}

/** A phone number no other test has used. */
export function uniquePhone(): string {
  return `139${String(randomInt(10_000_000, 99_999_999))}`;
}

export const PASSWORD = "secret123";

export async function call(t: TestApp, path: string, body: unknown = {}, token?: string, lang = "en") {
  const res = await t.app.inject({
    method: "POST",
    url: `/web/${path}`,
    payload: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      "language-config": lang,
      ...(token ? { authorization: token } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function register(t: TestApp, extra: Record<string, unknown> = {}) {
  const username = uniqueUsername();
  const res = await call(t, "web_user/web_user_reg", {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agree: true,
    ...extra,
  });
  if (!res.body.success) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return {
    username,
    token: String(res.body.data.token),
    userInfo: res.body.data.userInfo,
    pendingReview: res.body.data.pendingReview,
  };
}

/** The latest code texted to a phone, read from the log provider's outbox. */
export async function latestCode(t: TestApp, areaCode: string, phone: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `/web/dev/sms_outbox?phone=${areaCode}${phone}` });
  const body = res.json();
  const text = String(body.data?.[0]?.body ?? "");
  const code = text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in outbox for ${areaCode}${phone}: ${JSON.stringify(body)}`);
  return code;
}

/** Requests a code for a scene and returns it. */
export async function codeFor(t: TestApp, scene: string, phone: string, areaCode = "86", token?: string) {
  const res = await call(t, "web_user/web_get_phone_code", { phone, areaCode, scene }, token);
  if (!res.body.success) throw new Error(`code request failed: ${JSON.stringify(res.body)}`);
  return latestCode(t, areaCode, phone);
}
