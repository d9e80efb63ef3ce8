import type { ErrorKey } from "./errors.js";
import type { Lang } from "./languages.js";
import en from "./locales/en.json" with { type: "json" };
import hin from "./locales/hin.json" with { type: "json" };
import ind from "./locales/ind.json" with { type: "json" };
import por from "./locales/por.json" with { type: "json" };
import tha from "./locales/tha.json" with { type: "json" };
import tw from "./locales/tw.json" with { type: "json" };
import vie from "./locales/vie.json" with { type: "json" };
import zh from "./locales/zh.json" with { type: "json" };

/** Server-side texts (errors, and later SMS and push texts) in every language. */
export type Messages = typeof en;
export const MESSAGES: Record<Lang, Messages> = { en, zh, tw, ind, vie, tha, por, hin };

export type MessageParams = Record<string, string | number>;

/** Replaces `{{name}}` placeholders, the syntax i18next uses on the web too. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message of an error in a language, English when the language lacks it. */
export function errorMessage(lang: Lang, key: ErrorKey, params?: MessageParams): string {
  const text = MESSAGES[lang].errors[key] ?? MESSAGES.en.errors[key];
  return interpolate(text, params);
}

export type SmsKey = keyof Messages["sms"];

/** An SMS text in the recipient's language. */
export function smsText(lang: Lang, key: SmsKey, params?: MessageParams): string {
  return interpolate(MESSAGES[lang].sms[key] ?? MESSAGES.en.sms[key], params);
}

export type PushKey = keyof Messages["push"];

/** A notification text in the recipient's language. */
export function pushText(lang: Lang, key: PushKey, params?: MessageParams): string {
  return interpolate(MESSAGES[lang].push[key] ?? MESSAGES.en.push[key], params);
}
