import { envelope, errorEnvelopeSchema, smsOutboxEntrySchema } from "@courtside/protocol";

/**
 * Account set-up through the API (for flows that are not themselves under test) and the SMS
 * outbox of the log provider, which the e2e server serves to this machine (`SMS_OUTBOX=1`).
 */

let counter = 0;

/** A username the rules accept (6 to 15 letters and digits, both), unique within the run. */
export function uniqueUsername(prefix = "fan"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 15);
}

/** A phone number no other test uses, so each has its own code rate limit. */
export function uniquePhone(): string {
  counter += 1;
  return `20${String(Date.now()).slice(-6)}${String(counter).padStart(2, "0")}`;
}

const outboxSchema = envelope(smsOutboxEntrySchema.array().nullable());

/** A call as the web client makes it; `lang` is the interface language it sends along. */
export async function api(
  baseUrl: string,
  path: string,
  body: unknown,
  options: { token?: string; lang?: string } = {},
) {
  const response = await fetch(`${baseUrl}/web${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "language-config": options.lang ?? "en",
      ...(options.token ? { authorization: options.token } : {}),
    },
    body: JSON.stringify(body),
  });
  return errorEnvelopeSchema.parse(await response.json());
}

/** A call that must succeed: its data, or an error naming the refusal. */
export async function mustCall(baseUrl: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const answer = await api(baseUrl, path, body, { token });
  if (!answer.success) throw new Error(`${path} refused: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** The code in the newest SMS to `<areaCode><phone>`, waiting briefly for it to arrive. */
export async function latestSmsCode(baseUrl: string, areaCode: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${baseUrl}/web/dev/sms_outbox?phone=${encodeURIComponent(areaCode + phone)}`);
    const outbox = outboxSchema.parse(await response.json());
    const code = outbox.data?.[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS arrived for +${areaCode} ${phone}`);
}

export interface Account {
  username: string;
  password: string;
  phone?: string;
  areaCode?: string;
  /** When the server lets this phone have another code (it waits 60 s between codes). */
  nextCodeAt?: number;
}

/** The server's wait between two codes to one phone, plus a little slack. */
export const RESEND_WAIT_MS = 61_000;

/**
 * Registers through the API, with a verified phone when `withPhone`. `lang` becomes the account's
 * language, which the web follows on sign-in unless the visitor chose one.
 */
export async function registerAccount(
  baseUrl: string,
  options: { withPhone?: boolean; lang?: string } = {},
): Promise<Account> {
  const account: Account = { username: uniqueUsername(), password: "goal2026" };
  let phoneFields = {};
  if (options.withPhone) {
    account.phone = uniquePhone();
    account.areaCode = "1";
    const sent = await api(baseUrl, "/web_user/web_get_phone_code", {
      phone: account.phone,
      areaCode: account.areaCode,
      scene: "register",
    });
    if (sent.code !== 0) throw new Error(`code request failed: ${sent.msg}`);
    account.nextCodeAt = Date.now() + RESEND_WAIT_MS;
    const smsCode = await latestSmsCode(baseUrl, account.areaCode, account.phone);
    phoneFields = { phone: account.phone, areaCode: account.areaCode, smsCode };
  }
  const result = await api(
    baseUrl,
    "/web_user/web_user_reg",
    {
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      agree: true,
      ...phoneFields,
    },
    { lang: options.lang },
  );
  if (result.code !== 0) throw new Error(`registration failed: ${result.msg}`);
  return account;
}

/** Waits until the server will send this account's phone another code. */
export async function untilNextCode(account: Account): Promise<void> {
  const wait = (account.nextCodeAt ?? 0) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
