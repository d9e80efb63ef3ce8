import type { ErrorKey } from "./errors.js";
import { LANGUAGE_LIST, type Lang } from "./languages.js";
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

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The plural form a count takes in a language ("one", "other", …), by the rules of its BCP 47 tag. */
export function pluralForm(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LANGUAGE_LIST.find((entry) => entry.code === lang)?.findName ?? "en");
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * A text in the form its count needs, as i18next picks them on the web: `key_one` (`_many`, …)
 * where the language writes that form out, else `key`, the general form. The count is `count`, else
 * the text's one number (`seconds`, `minutes`).
 */
function pick(table: Readonly<Record<string, string>>, lang: Lang, key: string, params?: MessageParams) {
  const count = params?.count ?? Object.values(params ?? {}).find((value) => typeof value === "number");
  const form = typeof count === "number" ? table[`${key}_${pluralForm(lang, count)}`] : undefined;
  return form ?? table[key];
}

/** Replaces `{{name}}` placeholders, the syntax i18next uses on the web too. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message of an error in a language, English when the language lacks it. */
export function errorMessage(lang: Lang, key: ErrorKey, params?: MessageParams): string {
  const text = pick(MESSAGES[lang].errors, lang, key, params) ?? pick(MESSAGES.en.errors, "en", key, params) ?? key;
  return interpolate(text, params);
}

export type SmsKey = keyof Messages["sms"];

/** An SMS text in the recipient's language. */
export function smsText(lang: Lang, key: SmsKey, params?: MessageParams): string {
  return interpolate(pick(MESSAGES[lang].sms, lang, key, params) ?? MESSAGES.en.sms[key], params);
}

export type PushKey = keyof Messages["push"];

/** A notification text in the recipient's language. */
export function pushText(lang: Lang, key: PushKey, params?: MessageParams): string {
  return interpolate(pick(MESSAGES[lang].push, lang, key, params) ?? MESSAGES.en.push[key], params);
}

export type GroupTextKey = keyof Messages["group"];

/** A group text (the reasons for leaving a group) in a language. */
export function groupText(lang: Lang, key: GroupTextKey, params?: MessageParams): string {
  return interpolate(pick(MESSAGES[lang].group, lang, key, params) ?? MESSAGES.en.group[key], params);
}
